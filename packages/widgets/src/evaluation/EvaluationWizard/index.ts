export {
  type EvaluationCompletedState,
  EvaluationWizard,
  type EvaluationWizardProps,
} from './EvaluationWizard';
