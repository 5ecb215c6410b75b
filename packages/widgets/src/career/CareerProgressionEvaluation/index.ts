export { asCareerDraftState, type CareerDraftState } from '../../model/career/careerDraft';
export {
  CareerProgressionEvaluation,
  type CareerProgressionEvaluationProps,
} from './CareerProgressionEvaluation';
