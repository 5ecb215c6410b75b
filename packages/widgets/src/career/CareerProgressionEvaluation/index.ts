export {
  CareerProgressionEvaluation,
  type CareerProgressionEvaluationProps,
} from './CareerProgressionEvaluation';

export {
  asCareerDraftState,
  type CareerDraftState,
} from './careerDraft';
