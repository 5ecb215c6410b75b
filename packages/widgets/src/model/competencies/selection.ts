import {
  type CalculateCompetencyLevelRequest,
  type CareerCategory,
  type CompetencyOption,
  type TechnicalCompetence,
  technicalCompetenceSchema,
} from '@rolescope/core/contract';
import type { MultiSelectOption } from '../../primitives/MultiSelect';
import type { WizardData } from '../evaluation/types';

/** The chosen ids of the competency selection form. */
export type SelectionValues = {
  competency: string[];
  domainProcess: string[];
  domainFunction: string[];
  domainCompetency: string[];
};

export const emptySelection: SelectionValues = {
  competency: [],
  domainProcess: [],
  domainFunction: [],
  domainCompetency: [],
};

/** The technical competence answer as the contract's level, or undefined if it is not one. */
export const asTechnicalCompetence = (
  value: string | undefined,
): TechnicalCompetence | undefined =>
  technicalCompetenceSchema.safeParse(value).success ? (value as TechnicalCompetence) : undefined;

/** The domain section shows once more than 3 competencies are chosen. */
export const DOMAIN_VISIBLE_AFTER = 3;

/** Catalog items as MultiSelect options; `exclude` leaves out ids chosen elsewhere. */
export const toOptions = (
  items: readonly { _id: string; name: string }[] | undefined,
  exclude: readonly string[] = [],
): MultiSelectOption[] =>
  (items ?? [])
    .filter((i) => !exclude.includes(i._id))
    .map((i) => ({ value: i._id, label: i.name }));

/** True when the first chosen competency is missing from the offered list (the list is cleared). */
export const firstNoLongerOffered = (
  chosen: readonly string[],
  offered: readonly CompetencyOption[] | undefined,
): boolean =>
  offered !== undefined && chosen.length > 0 && !offered.some((o) => o._id === chosen[0]);

/**
 * The calculateCompetencyLevel request: current plus domain functions, chosen plus domain
 * competencies, the technical competence (left out when unknown: the rule's base is then apply)
 * and the career category of the role's score (which lifts the recommended level in `high`).
 */
export const calculateRequest = (
  data: WizardData,
  values: SelectionValues,
  technicalCompetence: string | undefined,
  careerCategory: CareerCategory,
): CalculateCompetencyLevelRequest => {
  const level = asTechnicalCompetence(technicalCompetence);
  return {
    industryCategory: data.details.industryCategory ?? '',
    ...(data.details.currentIndustry ? { currentIndustry: data.details.currentIndustry } : {}),
    functions: [...(data.details.currentFunction ?? []), ...values.domainFunction],
    competencyName: [...values.competency, ...values.domainCompetency],
    ...(level ? { level } : {}),
    careerCategory,
  };
};
