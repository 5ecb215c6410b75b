export { type EvaluationPart, type EvaluationStep, evaluationSteps } from './evaluationSteps';
export {
  type EvaluationParts,
  hasEveryPart,
  isStepComplete,
  scoringInputOf,
  stepCompletions,
} from './parts';
