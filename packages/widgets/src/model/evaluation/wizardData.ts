import {
  type DraftData,
  effectivenessAnswersSchema,
  impactAnswersSchema,
  organizationDetailsSchema,
  type Report,
  type ReportBody,
  responsibilitiesAnswersSchema,
  roleDetailsSchema,
  type SelectedLevels,
  type UserFilledDetails,
} from '@rolescope/core';
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

type Parser<T> = { safeParse(v: unknown): { success: true; data: T } | { success: false } };

/** One part of a navigation state read with its contract schema; empty when it does not fit. */
const partOf = <T extends object>(schema: Parser<T>, value: unknown): T | Record<never, never> => {
  const parsed = schema.safeParse(value ?? {});
  return parsed.success ? parsed.data : {};
};

/**
 * The wizard data held in a navigation state (saved step data keys of the specification),
 * each part read with the contract's schema (a state comes from outside: history, a link).
 */
export const fromNavigationState = (state: EvaluationNavigationState | undefined): WizardData => ({
  details: partOf(roleDetailsSchema, state?.personalInfo),
  organizationDetails: partOf(organizationDetailsSchema, state?.organizationDetails),
  roleAndResponsibilities: partOf(responsibilitiesAnswersSchema, state?.responsibilities),
  roleEffectiveness: partOf(effectivenessAnswersSchema, state?.effectiveness),
  rolesImpact: partOf(impactAnswersSchema, state?.impact),
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

/**
 * Wizard data from a saved report's or draft's `userFilledDetails`, as the contract parsed it
 * (an older `roleImpact` already reads as `rolesImpact`).
 */
export const fromUserFilledDetails = (d: UserFilledDetails | undefined): WizardData => ({
  details: { ...d?.details },
  organizationDetails: { ...d?.organizationDetails },
  roleAndResponsibilities: { ...d?.roleAndResponsibilities },
  roleEffectiveness: { ...d?.roleEffectiveness },
  rolesImpact: { ...d?.rolesImpact },
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
  extra: { selectedLevels?: SelectedLevels; report?: ReportBody } = {},
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
