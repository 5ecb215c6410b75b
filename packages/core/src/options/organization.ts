/**
 * Step 2 option sets of the scoring rules. The scores live here; `scoring/tables.ts` derives
 * its lookup tables from these arrays.
 */
import type { IndustryComplexity } from '../contract';

export type OptionItem = { readonly id: string; readonly label: string };
export type ScoredOptionItem = OptionItem & { readonly score: number };

export type ManagementLevel = 'top' | 'senior' | 'middle' | 'junior';
export type ManagementLevelOption = {
  readonly id: ManagementLevel;
  readonly label: string;
  /** Shown but not selectable. */
  readonly disabled?: boolean;
};

/** Recorded with the report; it does not change the score. */
export const managementLevels: readonly ManagementLevelOption[] = [
  { id: 'top', label: 'Top Management', disabled: true },
  { id: 'senior', label: 'Senior Management', disabled: true },
  { id: 'middle', label: 'Middle Management' },
  { id: 'junior', label: 'Junior Management' },
];
export const DEFAULT_MANAGEMENT_LEVEL: ManagementLevel = 'middle';

export type CustomerScopeOption = OptionItem & {
  /** The score by the industry complexity of the chosen category. */
  readonly scores: Readonly<Record<IndustryComplexity, number>>;
};

const scope = (id: string, label: string, basic: number): CustomerScopeOption => ({
  id,
  label,
  scores: { basic, moderate: basic + 2, high: basic + 4 },
});

export const customerScopes: readonly CustomerScopeOption[] = [
  scope('regional', 'Regional', 0),
  scope('national', 'National', 1),
  scope('international', 'International', 2),
  scope('global', 'Global', 3),
];

/** Employee-count bands: the id is the label; scores 0 to 7 in order. */
export const employeeBands: readonly ScoredOptionItem[] = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10000',
  '10000+',
].map((id, score) => ({ id, label: id, score }));

/** Annual revenue bands in INR Crore; scores 0 to 6 in order. */
export const revenueBands: readonly ScoredOptionItem[] = (
  [
    ['<1', 'Less than 1'],
    ['1-10', '1 - 10'],
    ['10-50', '10 - 50'],
    ['50-100', '50 - 100'],
    ['100-500', '100 - 500'],
    ['500-1000', '500 - 1000'],
    ['1000+', '1000+'],
  ] as const
).map(([id, label], score) => ({ id, label, score }));

export const REVENUE_UNIT = 'INR Crore';
