import type { Report } from '@rolescope/core';
import type { CareerDraftState } from '../career/careerDraft';
import type { EvaluationNavigationState } from '../evaluation/types';
import { draftToNavigationState } from '../evaluation/wizardData';

/**
 * What Complete Assessment (and the dashboard's Continue) hands to the wizard: the saved
 * step data of every part (the role details with the draft id; the contract reads an older
 * draft's impact answers as `rolesImpact`), the draft id itself and the step the draft was saved on (`startStep`; a
 * draft saved before the step was stored starts at step 1).
 */
export const completeAssessmentState = (report: Report): EvaluationNavigationState => {
  const draftId = report.draftId ?? report._id;
  const state = draftToNavigationState({ ...report, draftId });
  const step = report.userFilledDetails.step;
  return {
    ...state,
    draftId,
    details: { ...state.details, draftId },
    ...(step !== undefined ? { startStep: step } : {}),
  };
};

/**
 * What Complete Assessment on a career draft hands to the career evaluation: the draft id
 * and the saved report body, restored there (`careerStartOf`).
 */
export const careerDraftStateOf = (report: Report): CareerDraftState => ({
  reportType: 'career',
  draftId: report.draftId ?? report._id,
  report: report.report ?? null,
});
