import { fillMessage, messages } from './messages';
import { toResult, type ValidationResult } from './result';

export interface CompetencySelectionValues {
  competencies: readonly unknown[];
  domainProcess?: readonly unknown[];
  domainFunctions?: readonly unknown[];
  domainCompetencies?: readonly unknown[];
}
export type CompetencySelectionField = keyof CompetencySelectionValues;

export const COMPETENCIES_MIN = 4;
export const COMPETENCIES_MAX = 6;
/** Functional plus domain competencies must reach this total. */
export const COMPETENCY_TOTAL = 8;
export const DOMAIN_COMPETENCIES_MAX = 4;
export const DOMAIN_FUNCTIONS_MAX = 3;
export const DOMAIN_PROCESS_MAX = 3;

const m = messages.competencySelection;

/**
 * The competency selection before Generate: 4 to 6 competencies; once more than 3 are
 * chosen, domain competencies from `8 - competencies` up to 4; domain function and
 * domain process at most 3 each. Generate stays disabled while `valid` is false.
 */
export const validateCompetencySelection = (
  values: CompetencySelectionValues,
): ValidationResult<CompetencySelectionField> => {
  const chosen = values.competencies.length;
  const domain = values.domainCompetencies?.length ?? 0;
  const min = Math.max(0, COMPETENCY_TOTAL - chosen);
  return toResult({
    competencies: chosen < COMPETENCIES_MIN || chosen > COMPETENCIES_MAX ? [m.competencies] : [],
    domainProcess:
      (values.domainProcess?.length ?? 0) > DOMAIN_PROCESS_MAX ? [m.domainProcess] : [],
    domainFunctions:
      (values.domainFunctions?.length ?? 0) > DOMAIN_FUNCTIONS_MAX ? [m.domainFunctions] : [],
    domainCompetencies:
      chosen >= COMPETENCIES_MIN && (domain < min || domain > DOMAIN_COMPETENCIES_MAX)
        ? [fillMessage(m.domainCompetencies, { n: min })]
        : [],
  });
};
