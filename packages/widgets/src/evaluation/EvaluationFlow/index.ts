export {
  EvaluationFlow,
  type EvaluationFlowProps,
  type SubmittedEvaluation,
} from './EvaluationFlow';
