import { isOrganizationDetailsComplete } from '../OrganizationDetailsStep/organizationComplete';
import { isRoleDetailsStepComplete, RoleDetailsStep } from '../RoleDetailsStep';
import type { WizardComponents } from './components';
import { CompetencySelectionPart, LevelPickerPart, OrganizationDetailsStepPart } from './parts';

/** The wizard's own parts, from their folders; those after step 1 load when reached. */
export const defaultComponents: WizardComponents = {
  RoleDetailsStep,
  isRoleDetailsStepComplete,
  OrganizationDetailsStep: OrganizationDetailsStepPart,
  isOrganizationDetailsComplete,
  CompetencySelection: CompetencySelectionPart,
  LevelPicker: LevelPickerPart,
};
