export type {
  CompetencyProfile,
  EffectivenessValues,
  EvaluationNavigationState,
  ImpactValues,
  OrganizationDetailsValues,
  ResponsibilitiesValues,
  RoleDetailsValues,
  StepProps,
  TierKey,
  WizardData,
} from './types';
export {
  draftToNavigationState,
  emptyWizardData,
  fromNavigationState,
  fromUserFilledDetails,
  hasStepData,
  startStepOf,
  toDraftData,
  toNavigationState,
  toUserFilledDetails,
  WIZARD_STEP_COUNT,
} from './wizardData';
