/**
 * Proficiency levels of the level picker (1 to 5). The `ProficiencyLevel` type is the contract's;
 * registration seniority labels are `registrationLevels` in the contract (auth.ts), not here.
 */
import type { ProficiencyLevel } from '../contract';

export const MIN_PROFICIENCY_LEVEL: ProficiencyLevel = 1;
export const MAX_PROFICIENCY_LEVEL: ProficiencyLevel = 5;

export type ProficiencyLevelOption = { readonly id: ProficiencyLevel; readonly label: string };

export const proficiencyLevels: readonly ProficiencyLevelOption[] = (
  ['Foundation', 'Practitioner', 'Advanced', 'Lead', 'Authority'] as const
).map((label, i) => ({ id: (i + 1) as ProficiencyLevel, label }));
