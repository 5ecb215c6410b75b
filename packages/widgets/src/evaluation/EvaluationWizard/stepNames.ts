import type { Strings } from '../../strings/en';

/** The five competency step names, in order. */
export const competencyStepNames = (strings: Strings): string[] => {
  const s = strings.wizard.steps;
  return [
    s.roleDetails,
    s.organizationDetails,
    s.rolesResponsibilities,
    s.rolesEffectiveness,
    s.rolesImpact,
  ];
};
