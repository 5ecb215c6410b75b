export type { EvaluationNavigationState } from './types';
export { toNavigationState } from './wizardData';
