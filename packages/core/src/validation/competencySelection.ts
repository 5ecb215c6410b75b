import { fillMessage, messages } from './messages';
import type { ValidationResult } from './result';
import { formSchema, resultOf } from './schema';

export interface CompetencySelectionValues {
  competencies: readonly unknown[];
  domainProcess?: readonly unknown[];
  domainFunctions?: readonly unknown[];
  domainCompetencies?: readonly unknown[];
}
export type CompetencySelectionField = keyof CompetencySelectionValues;

export const COMPETENCIES_MIN = 4;
const COMPETENCIES_MAX = 6;
/** Functional plus domain competencies must reach this total. */
const COMPETENCY_TOTAL = 8;
const DOMAIN_COMPETENCIES_MAX = 4;
const DOMAIN_FUNCTIONS_MAX = 3;
const DOMAIN_PROCESS_MAX = 3;

const m = messages.competencySelection;

const competencySelectionSchema = formSchema<CompetencySelectionValues>({
  competencies: (v = []) =>
    v.length < COMPETENCIES_MIN || v.length > COMPETENCIES_MAX ? [m.competencies] : [],
  domainProcess: (v = []) => (v.length > DOMAIN_PROCESS_MAX ? [m.domainProcess] : []),
  domainFunctions: (v = []) => (v.length > DOMAIN_FUNCTIONS_MAX ? [m.domainFunctions] : []),
  domainCompetencies: (v = [], { competencies = [] }) => {
    const min = Math.max(0, COMPETENCY_TOTAL - competencies.length);
    return competencies.length >= COMPETENCIES_MIN &&
      (v.length < min || v.length > DOMAIN_COMPETENCIES_MAX)
      ? [fillMessage(m.domainCompetencies, { n: min })]
      : [];
  },
});

/**
 * The competency selection before Generate: 4 to 6 competencies; once more than 3 are
 * chosen, domain competencies from `8 - competencies` up to 4; domain function and
 * domain process at most 3 each. Generate stays disabled while `valid` is false.
 */
export const validateCompetencySelection = (
  values: CompetencySelectionValues,
): ValidationResult<CompetencySelectionField> => resultOf(competencySelectionSchema, values);
