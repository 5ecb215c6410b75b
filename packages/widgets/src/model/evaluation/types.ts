import type {
  CompetencyLevelItem,
  EvaluationPart,
  ReportType,
  SelectedLevels,
} from '@rolescope/core';
import type {
  EffectivenessQuestion,
  ImpactQuestion,
  ResponsibilityQuestion,
} from '@rolescope/core/options';
import type { RoleDetailsValues, TierKey } from '@rolescope/core/validation';

/** Step 1, Role Details: the type of core's `roleDetailsFormSchema`. */
export type { RoleDetailsValues, TierKey };

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

/** The form values of the built-in parts; a part not listed holds question answers. */
type PartValues = {
  details: RoleDetailsValues;
  organizationDetails: OrganizationDetailsValues;
  roleAndResponsibilities: ResponsibilitiesValues;
  roleEffectiveness: EffectivenessValues;
  rolesImpact: ImpactValues;
};

/**
 * Everything the steps collect, one entry per part of core's `evaluationParts` (the contract's
 * `userFilledDetails` names).
 */
export type WizardData = {
  [P in EvaluationPart]: P extends keyof PartValues
    ? PartValues[P]
    : Partial<Record<string, string>>;
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
 * receives: the saved step data under the parts' names (`WizardData`'s keys).
 */
export type EvaluationNavigationState = Partial<WizardData> & {
  reportType?: ReportType;
  startStep?: number;
  startLevelSelection?: boolean;
  selectedLevels?: SelectedLevels;
  draftId?: string;
  competencyData?: CompetencyLevelItem[];
};
