import type { CareerCategory, CompetencyLevelItem, SelectedLevels } from '@rolescope/core';
import type { ComponentType } from 'react';
import { createContext, useContext } from 'react';
import type {
  CompetencyProfile,
  OrganizationDetailsValues,
  RoleDetailsValues,
  StepProps,
  WizardData,
} from '../model/types';

/** The parts the wizard composes; built in their own folders. */
export type WizardComponents = {
  RoleDetailsStep: ComponentType<StepProps<RoleDetailsValues>>;
  isRoleDetailsStepComplete: (value: RoleDetailsValues) => boolean;
  OrganizationDetailsStep: ComponentType<StepProps<OrganizationDetailsValues>>;
  isOrganizationDetailsComplete: (value: OrganizationDetailsValues) => boolean;
  CompetencySelection: ComponentType<{
    open: boolean;
    onOpenChange: (open: boolean) => void;
    data: WizardData;
    careerCategory: CareerCategory;
    technicalCompetence?: string;
    onGenerated: (profile: CompetencyProfile) => void;
  }>;
  LevelPicker: ComponentType<{
    items: CompetencyLevelItem[];
    selectedLevels: SelectedLevels;
    onSelectedLevelsChange: (next: SelectedLevels) => void;
    startStep?: number;
    onComplete: (selectedLevels: SelectedLevels) => void;
    onClose?: () => void;
  }>;
};

/** Replaces some of the wizard's parts (tests, and hosts that bring their own step). */
export const WizardComponentsContext = createContext<Partial<WizardComponents> | null>(null);

export const useWizardComponents = (defaults: WizardComponents): WizardComponents => {
  const overrides = useContext(WizardComponentsContext);
  return overrides ? { ...defaults, ...overrides } : defaults;
};
