import type { SelectedLevels } from '@rolescope/core';
import type { CompetencyReportBody } from '@rolescope/core/contract';
import type { Catalog } from '../catalog/buildCatalog';
import { badRequest } from '../errors';

/** The 400's words for a level the competency's framework leaves empty. */
const levelNotDefined = (level: number, name: string) =>
  `Level ${level} is not a level the competency "${name}" defines`;

/**
 * The levels the catalog defines for a competency (its entry lists only those); undefined
 * when the catalog does not know it (then the contract's 1 to 5 is all that is checked).
 */
const definedLevels = (catalog: Catalog, id: string | undefined) => {
  const competency = id === undefined ? undefined : catalog.competencies.get(id);
  if (!competency) return undefined;
  return { name: competency.name, levels: new Set<number>(competency.levels.map((l) => l.level)) };
};

/**
 * Field errors (keyed `<prefix>.<key>`) of the levels given for a competency whose catalog
 * entry does not define them; `competencyOf` names the competency of each key.
 */
const undefinedLevelErrors = (
  catalog: Catalog,
  levels: Readonly<Record<string, number>>,
  competencyOf: (key: string) => string | undefined,
  prefix: string,
): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const [key, level] of Object.entries(levels)) {
    const defined = definedLevels(catalog, competencyOf(key));
    if (defined && !defined.levels.has(level)) {
      errors[`${prefix}.${key}`] = levelNotDefined(level, defined.name);
    }
  }
  return errors;
};

/** Throws the 400 of the first error, naming its field (as a report document's 400 does). */
const throwIfAny = (errors: Record<string, string>) => {
  const [first] = Object.entries(errors);
  if (first) throw badRequest(`${first[0]}: ${first[1]}`, errors);
};

/**
 * A competency report's chosen levels (`selectedLevels`, by level-picker step) must be levels
 * the competency of that step defines: the step's item in the body names it. A step without
 * an item, or a competency the catalog does not know, is left to the contract's 1 to 5.
 */
export const checkSelectedLevels = (
  catalog: Catalog,
  selectedLevels: SelectedLevels | undefined,
  report: CompetencyReportBody | null | undefined,
) => {
  if (!selectedLevels) return;
  const items = Array.isArray(report) ? report : (report?.competencyData ?? []);
  const byStep = new Map(items.map((i) => [String(i.step), i._id]));
  throwIfAny(
    undefinedLevelErrors(catalog, selectedLevels, (step) => byStep.get(step), 'selectedLevels'),
  );
};

/** A career report's ratings (`currentLevels`, by competency id) must be levels it defines. */
export const checkCareerRatings = (
  catalog: Catalog,
  currentLevels: Readonly<Record<string, number>> | undefined,
) => {
  if (!currentLevels) return;
  throwIfAny(undefinedLevelErrors(catalog, currentLevels, (id) => id, 'report.currentLevels'));
};
