import { evaluationParts } from '@rolescope/core';
import type { Strings } from '../../strings/en';

/** The competency step names, in step order: `wizard.steps[part]` for each part of core's table. */
export const competencyStepNames = (strings: Strings): string[] => {
  const names: Readonly<Record<string, string>> = strings.wizard.steps;
  return evaluationParts.map(({ part }) => names[part] ?? part);
};
