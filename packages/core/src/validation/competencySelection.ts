import { fillMessage, messages } from './messages';
import type { ValidationResult } from './result';
import { formSchema, resultOf } from './schema';

export interface CompetencySelectionValues {
  competencies: readonly unknown[];
  domainProcess?: readonly unknown[];
  domainFunctions?: readonly unknown[];
  domainCompetencies?: readonly unknown[];
  /**
   * How many domain competencies the chosen domain process and functions offer, once known
   * (an imported framework may offer fewer than the rule asks, or none): the minimum never
   * asks for more than are offered.
   */
  domainOffered?: number;
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

/** The rule's minimum of domain competencies: 8 minus the functional ones. */
const ruleMinimum = (functional: number) => Math.max(0, COMPETENCY_TOTAL - functional);

/**
 * The domain competencies to choose: the rule's minimum, lowered to what the chosen domain
 * functions offer when they offer fewer (so Generate is never out of reach).
 */
const domainMinimum = (functional: number, offered?: number): number =>
  Math.min(ruleMinimum(functional), offered ?? Number.POSITIVE_INFINITY);

/**
 * The live count of the selection: chosen competencies (functional and domain) against the
 * total the rule asks for now (8, or fewer when the domain functions offer fewer).
 */
export const competencyCount = ({
  competencies,
  domainCompetencies = [],
  domainOffered,
}: CompetencySelectionValues): { chosen: number; total: number } => {
  const functional = Math.max(competencies.length, COMPETENCIES_MIN);
  return {
    chosen: competencies.length + domainCompetencies.length,
    total: functional + domainMinimum(functional, domainOffered),
  };
};

const competencySelectionSchema = formSchema<CompetencySelectionValues>({
  competencies: (v = []) =>
    v.length < COMPETENCIES_MIN || v.length > COMPETENCIES_MAX ? [m.competencies] : [],
  domainProcess: (v = []) => (v.length > DOMAIN_PROCESS_MAX ? [m.domainProcess] : []),
  domainFunctions: (v = []) => (v.length > DOMAIN_FUNCTIONS_MAX ? [m.domainFunctions] : []),
  domainCompetencies: (v = [], { competencies = [], domainOffered }) => {
    const min = domainMinimum(competencies.length, domainOffered);
    if (competencies.length < COMPETENCIES_MIN) return [];
    if (v.length >= min && v.length <= DOMAIN_COMPETENCIES_MAX) return [];
    return min < ruleMinimum(competencies.length)
      ? [fillMessage(m.domainCompetenciesOffered, { n: min, offered: domainOffered ?? 0 })]
      : [fillMessage(m.domainCompetencies, { n: min })];
  },
});

/**
 * The competency selection before Generate: 4 to 6 competencies; once more than 3 are
 * chosen, domain competencies from `8 - competencies` (or as many as are offered, when
 * fewer: `domainOffered`) up to 4; domain function and
 * domain process at most 3 each. Generate stays disabled while `valid` is false.
 */
export const validateCompetencySelection = (
  values: CompetencySelectionValues,
): ValidationResult<CompetencySelectionField> => resultOf(competencySelectionSchema, values);
