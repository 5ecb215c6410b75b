export * from './career';
export * from './client';
export * from './contract';
// The option sets the scoring engine and the validators depend on. Every option set
// (institutes, degrees, experience, current industries too) is in `@rolescope/core/options`.
export * from './options/scoringOptions';
export * from './scoring';
export {
  type EvaluationPart,
  type EvaluationPartRow,
  type EvaluationParts,
  type EvaluationStep,
  evaluationParts,
  evaluationSteps,
  hasEveryPart,
  scoringInputOf,
  stepCompletions,
} from './steps';
export * from './validation';
// The webhook signature helpers (a portal's backend needs them, a browser never does) are in
// `@rolescope/core/webhooks`.
