export {
  type EvaluationPart,
  type EvaluationPartRow,
  evaluationParts,
} from './evaluationParts';
export { type EvaluationStep, evaluationSteps } from './evaluationSteps';
export { type EvaluationParts, hasEveryPart, scoringInputOf } from './parts';
export { stepCompletions } from './stepCompletions';
