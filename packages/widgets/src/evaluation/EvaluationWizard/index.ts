export { type WizardComponents, WizardComponentsContext } from './components';
export {
  type EvaluationCompletedState,
  EvaluationWizard,
  type EvaluationWizardProps,
} from './EvaluationWizard';
export { isQuestionStepComplete, QuestionStep, type QuestionStepProps } from './QuestionStep';
export { downloadScoreDetails, SCORE_DETAILS_FILE_NAME, ScoreSummary } from './ScoreSummary';
