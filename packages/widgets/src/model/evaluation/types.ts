import type {
  CompetencyLevelItem,
  EffectivenessQuestion,
  ImpactQuestion,
  ReportType,
  ResponsibilityQuestion,
  SelectedLevels,
} from '@rolescope/core';

export type TierKey = 'tier1' | 'tier2' | 'tier3';

/**
 * Step 1, Role Details, with the specification's field names (`{tier}-benifits` is spelt so).
 * Lists are arrays of option ids; money fields are whole rupees; percentages 0 to 100.
 */
export type RoleDetailsValues = {
  role?: string;
  industryCategory?: string;
  currentIndustry?: string;
  currentCompany?: string;
  process?: string[];
  currentFunction?: string[];
  openPositions?: number;
  degree?: string[];
  experience?: string;
  tier1?: string[];
  tier2?: string[];
  tier3?: string[];
  description?: string;
  draftId?: string;
  /** The competency profile's choices, kept with the personal info as the specification does. */
  competency?: string[];
  domainProcess?: string[];
  domainFunction?: string[];
  domainCompetency?: string[];
  technicalCompetence?: string;
} & {
  [K in `${TierKey}-${'ctc' | 'ESOP' | 'benifits' | 'variable' | 'recruitedinterns'}`]?: number;
};

/** Step 2. */
export type OrganizationDetailsValues = {
  managementLevel?: string;
  customerScope?: string;
  employees?: string;
  revenue?: string;
};

/** Steps 3 to 5: question id → chosen option id. */
type ResponsibilitiesValues = Partial<Record<ResponsibilityQuestion, string>>;
type EffectivenessValues = Partial<Record<EffectivenessQuestion, string>>;
type ImpactValues = Partial<Record<ImpactQuestion, string>>;

/** Everything the five steps collect (the shape of a report's `userFilledDetails`). */
export type WizardData = {
  details: RoleDetailsValues;
  organizationDetails: OrganizationDetailsValues;
  roleAndResponsibilities: ResponsibilitiesValues;
  roleEffectiveness: EffectivenessValues;
  rolesImpact: ImpactValues;
};

/**
 * The contract of every step component: controlled. The wizard owns the data; a step renders
 * `value`, reports each change with `onChange`, and the step folder exports a pure
 * `isXComplete(value)` the wizard uses for the Save & Next / Completed state.
 */
export type StepProps<T> = {
  value: T;
  onChange: (next: T) => void;
  /** Step 1's industry category (steps 2 to 5 score with it). */
  industryCategory?: string;
};

/** What the competency selection produced and the level picker / results consume. */
export type CompetencyProfile = {
  /** Functional competencies chosen (ids), domain process/function/competencies chosen (ids). */
  competency: string[];
  domainProcess: string[];
  domainFunction: string[];
  domainCompetency: string[];
  /** The items `calculateCompetencyLevel` returned, in step order. */
  competencyData: CompetencyLevelItem[];
  /** Level-picker step number (as a string key) → chosen level 1..5. */
  selectedLevels: SelectedLevels;
};

/**
 * Navigation state the wizard accepts (the specification's routes) and the results page
 * receives. Saved step data keys follow the specification.
 */
export type EvaluationNavigationState = {
  reportType?: ReportType;
  startStep?: number;
  startLevelSelection?: boolean;
  selectedLevels?: SelectedLevels;
  draftId?: string;
  personalInfo?: RoleDetailsValues;
  organizationDetails?: OrganizationDetailsValues;
  responsibilities?: ResponsibilitiesValues;
  effectiveness?: EffectivenessValues;
  impact?: ImpactValues;
  competencyData?: CompetencyLevelItem[];
};
