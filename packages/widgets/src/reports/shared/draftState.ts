import type { Report } from '@rolescope/core';
import type { CareerDraftState } from '../../career/CareerProgressionEvaluation/careerDraft';
import type { EvaluationNavigationState } from '../../evaluation/model/types';
import { draftToNavigationState } from '../../evaluation/model/wizardData';

/**
 * What Complete Assessment hands to the wizard: the saved personal details with the draft
 * id, the organisation details, responsibilities, effectiveness and impact (the contract
 * reads an older draft's `roleImpact` as `rolesImpact`), and the draft id itself.
 */
export const completeAssessmentState = (report: Report): EvaluationNavigationState => {
  const draftId = report.draftId ?? report._id;
  const state = draftToNavigationState({ ...report, draftId });
  return { ...state, draftId, personalInfo: { ...state.personalInfo, draftId } };
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
