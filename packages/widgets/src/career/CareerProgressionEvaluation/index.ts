export { asCareerDraftState, type CareerDraftState } from '../../model';
export {
  CareerProgressionEvaluation,
  type CareerProgressionEvaluationProps,
} from './CareerProgressionEvaluation';
