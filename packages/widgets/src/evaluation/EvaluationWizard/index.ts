export { type WizardComponents, WizardComponentsContext } from './components';
export {
  type EvaluationCompletedState,
  EvaluationWizard,
  type EvaluationWizardProps,
} from './EvaluationWizard';
export { downloadScoreDetails, SCORE_DETAILS_FILE_NAME, ScoreSummary } from './ScoreSummary';
