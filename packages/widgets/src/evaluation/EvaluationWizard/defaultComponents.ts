import { CompetencySelection } from '../CompetencySelection';
import { LevelPicker } from '../LevelPicker';
import { isOrganizationDetailsComplete, OrganizationDetailsStep } from '../OrganizationDetailsStep';
import { isRoleDetailsStepComplete, RoleDetailsStep } from '../RoleDetailsStep';
import type { WizardComponents } from './components';

/** The wizard's own parts, from their folders. */
export const defaultComponents: WizardComponents = {
  RoleDetailsStep,
  isRoleDetailsStepComplete,
  OrganizationDetailsStep,
  isOrganizationDetailsComplete,
  CompetencySelection,
  LevelPicker,
};
