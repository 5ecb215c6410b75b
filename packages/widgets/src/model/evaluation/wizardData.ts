import {
  evaluationParts,
  type Report,
  type SelectedLevels,
  type UserFilledDetails,
} from '@rolescope/core';
import type { DraftData, ReportBody } from '@rolescope/core/contract';
import type { EvaluationNavigationState, WizardData } from './types';

/** The number of competency wizard steps: one per part of core's `evaluationParts`. */
export const WIZARD_STEP_COUNT = evaluationParts.length;

/** The parts' keys, in step order. */
const partKeys = (): (keyof WizardData)[] => evaluationParts.map((p) => p.part);

/** Every part of `source` copied ({} when absent). */
const eachPart = (source: Readonly<Record<string, unknown>> | undefined): WizardData =>
  Object.fromEntries(
    partKeys().map((part) => [part, { ...(source?.[part] as object | undefined) }]),
  ) as WizardData;

/** Empty wizard data (management level defaults to middle once step 2 renders). */
export const emptyWizardData = (): WizardData => eachPart(undefined);

/**
 * The wizard data held in a navigation state (the saved step data under the parts' names),
 * each part read with its contract schema (a state comes from outside: history, a link);
 * a part that does not fit reads as empty.
 */
export const fromNavigationState = (state: EvaluationNavigationState | undefined): WizardData =>
  Object.fromEntries(
    evaluationParts.map(({ part, schema }) => {
      const parsed = schema.safeParse(state?.[part as keyof WizardData] ?? {});
      return [part, parsed.success ? parsed.data : {}];
    }),
  ) as WizardData;

/** The navigation state carrying `data` (plus anything in `extra`, e.g. draftId). */
export const toNavigationState = (
  data: WizardData,
  extra: Omit<EvaluationNavigationState, keyof WizardData> = {},
): EvaluationNavigationState => ({ ...extra, ...eachPart(data) });

/** The `userFilledDetails` of a draft or report (the contract's shape). */
export const toUserFilledDetails = (data: WizardData): UserFilledDetails =>
  eachPart(data) as UserFilledDetails;

/**
 * Wizard data from a saved report's or draft's `userFilledDetails`, as the contract parsed it
 * (an older `roleImpact` already reads as `rolesImpact`).
 */
export const fromUserFilledDetails = (d: UserFilledDetails | undefined): WizardData => eachPart(d);

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

/** The start step of a navigation state, clamped to the wizard's steps (default 1). */
export const startStepOf = (state: EvaluationNavigationState | undefined): number => {
  const n = Math.trunc(Number(state?.startStep ?? 1));
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), WIZARD_STEP_COUNT) : 1;
};
