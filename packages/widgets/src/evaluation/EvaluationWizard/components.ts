import type { ComponentType } from 'react';
import { createContext, useContext } from 'react';
import type {
  OrganizationDetailsValues,
  RoleDetailsValues,
  StepProps,
} from '../../model/evaluation/types';
import type { CompetencySelectionProps } from '../CompetencySelection/CompetencySelection';
import type { LevelPickerProps } from '../LevelPicker';
import type { StepView } from './stepViews';

/** The parts the wizard composes; built in their own folders. */
export type WizardComponents = {
  RoleDetailsStep: ComponentType<StepProps<RoleDetailsValues>>;
  isRoleDetailsStepComplete: (value: RoleDetailsValues) => boolean;
  OrganizationDetailsStep: ComponentType<StepProps<OrganizationDetailsValues>>;
  isOrganizationDetailsComplete: (value: OrganizationDetailsValues) => boolean;
  CompetencySelection: ComponentType<CompetencySelectionProps>;
  LevelPicker: ComponentType<LevelPickerProps>;
  /** The components of steps a host adds to core's steps table (or replaces), by part. */
  stepViews?: Readonly<Record<string, StepView>>;
};

/** Replaces some of the wizard's parts (tests, and hosts that bring their own step). */
export const WizardComponentsContext = createContext<Partial<WizardComponents> | null>(null);

export const useWizardComponents = (defaults: WizardComponents): WizardComponents => {
  const overrides = useContext(WizardComponentsContext);
  return overrides ? { ...defaults, ...overrides } : defaults;
};
