import type { DraftData, Report, SelectedLevels, UserFilledDetails } from '@rolescope/core';
import type { EvaluationNavigationState, WizardData } from './types';

/** The number of competency wizard steps. */
export const WIZARD_STEP_COUNT = 5;

/** Empty wizard data (management level defaults to middle once step 2 renders). */
export const emptyWizardData = (): WizardData => ({
  details: {},
  organizationDetails: {},
  roleAndResponsibilities: {},
  roleEffectiveness: {},
  rolesImpact: {},
});

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Keeps only string values (answers of the question steps). */
const answersOf = <T>(v: unknown): T =>
  (isRecord(v)
    ? Object.fromEntries(Object.entries(v).filter(([, a]) => typeof a === 'string'))
    : {}) as T;

/** The wizard data held in a navigation state (saved step data keys of the specification). */
export const fromNavigationState = (state: EvaluationNavigationState | undefined): WizardData => ({
  details: isRecord(state?.personalInfo) ? { ...state.personalInfo } : {},
  organizationDetails: isRecord(state?.organizationDetails) ? { ...state.organizationDetails } : {},
  roleAndResponsibilities: answersOf(state?.responsibilities),
  roleEffectiveness: answersOf(state?.effectiveness),
  rolesImpact: answersOf(state?.impact),
});

/** The navigation state carrying `data` (plus anything in `extra`, e.g. draftId). */
export const toNavigationState = (
  data: WizardData,
  extra: Omit<
    EvaluationNavigationState,
    'personalInfo' | 'organizationDetails' | 'responsibilities' | 'effectiveness' | 'impact'
  > = {},
): EvaluationNavigationState => ({
  ...extra,
  personalInfo: data.details,
  organizationDetails: data.organizationDetails,
  responsibilities: data.roleAndResponsibilities,
  effectiveness: data.roleEffectiveness,
  impact: data.rolesImpact,
});

/** The `userFilledDetails` of a draft or report (the contract's shape). */
export const toUserFilledDetails = (data: WizardData): UserFilledDetails => ({
  details: { ...data.details },
  organizationDetails: { ...data.organizationDetails },
  roleAndResponsibilities: { ...data.roleAndResponsibilities },
  roleEffectiveness: { ...data.roleEffectiveness },
  rolesImpact: { ...data.rolesImpact },
});

/** Wizard data from a saved report's or draft's `userFilledDetails` (reads `roleImpact` too). */
export const fromUserFilledDetails = (d: UserFilledDetails | undefined): WizardData => ({
  details: isRecord(d?.details) ? { ...d.details } : {},
  organizationDetails: isRecord(d?.organizationDetails) ? { ...d.organizationDetails } : {},
  roleAndResponsibilities: answersOf(d?.roleAndResponsibilities),
  roleEffectiveness: answersOf(d?.roleEffectiveness),
  rolesImpact: answersOf(d?.rolesImpact ?? d?.roleImpact),
});

/** The navigation state that resumes a saved draft in the wizard. */
export const draftToNavigationState = (report: Report): EvaluationNavigationState =>
  toNavigationState(fromUserFilledDetails(report.userFilledDetails), {
    reportType: 'competency',
    ...(report.draftId ? { draftId: report.draftId } : {}),
    ...(Object.keys(report.selectedLevels).length > 0
      ? { selectedLevels: report.selectedLevels }
      : {}),
  });

/** The body of `save-draft` / `update-draft`. */
export const toDraftData = (
  data: WizardData,
  extra: { selectedLevels?: SelectedLevels; report?: unknown } = {},
): DraftData => ({
  userFilledDetails: toUserFilledDetails(data),
  ...(extra.selectedLevels ? { selectedLevels: extra.selectedLevels } : {}),
  ...(extra.report !== undefined ? { report: extra.report } : {}),
});

/** True when the navigation state carries any saved step answer. */
export const hasStepData = (data: WizardData): boolean =>
  Object.values(data).some((part) => Object.keys(part).length > 0);

/** The start step of a navigation state, clamped to 1..5 (default 1). */
export const startStepOf = (state: EvaluationNavigationState | undefined): number => {
  const n = Math.trunc(Number(state?.startStep ?? 1));
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), WIZARD_STEP_COUNT) : 1;
};
