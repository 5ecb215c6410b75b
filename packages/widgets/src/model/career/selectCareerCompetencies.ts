import { type CompetencyLevelItem, targetLevelFor } from '@rolescope/core';
import type { CareerCategory, CompetencyOption } from '@rolescope/core/contract';

/** Competencies a career evaluation assesses at most (spec: competencies 4 to 6). */
const MAX_CAREER_COMPETENCIES = 6;

/**
 * The candidate competency ids, once each, in catalog order: the first function's
 * competencies in its own order, then the next function's new ones, and so on.
 */
export const careerCandidateIds = (
  byFunction: readonly (readonly Pick<CompetencyOption, '_id'>[])[],
): string[] => [...new Set(byFunction.flatMap((list) => list.map((c) => c._id)))];

export type CareerCompetencySelection = {
  /**
   * Per function of the user (in the user's order): the functional competencies the catalog
   * tags for the TARGET career category (getFunctionalCompetencies with one function each).
   */
  byFunction: readonly (readonly Pick<CompetencyOption, '_id'>[])[];
  /**
   * The ids the catalog tags for the CURRENT career category (all the user's functions), or
   * null when the current category is the target's (nothing is new then).
   */
  currentCategoryIds: Iterable<string> | null;
  /** The level items of the candidates (calculateCompetencyLevel), in any order. */
  items: readonly CompetencyLevelItem[];
  targetCategory: CareerCategory;
  /** Default `MAX_CAREER_COMPETENCIES`. */
  limit?: number;
};

/**
 * The competencies a career target needs, ranked, at most `limit`, each `step` renumbered
 * from 1 in the new order. The rule:
 * 1. Candidates are the competencies of the user's functions that the catalog tags for the
 *    target career category (one not tagged for it is not needed at the target).
 * 2. First those new at the target: not tagged for the user's current category (what the
 *    step up adds).
 * 3. Then the higher target level first (`targetLevelFor`: the category's expected level,
 *    clamped to the levels the competency defines): the more the target asks of it.
 * 4. Then the one listed by more of the user's functions first (the more central to the role).
 * 5. Ties keep the catalog order (`careerCandidateIds`).
 * A candidate without a level item (unknown to the level call) is left out.
 */
export const selectCareerCompetencies = ({
  byFunction,
  currentCategoryIds,
  items,
  targetCategory,
  limit = MAX_CAREER_COMPETENCIES,
}: CareerCompetencySelection): CompetencyLevelItem[] => {
  const current = currentCategoryIds === null ? null : new Set(currentCategoryIds);
  const itemById = new Map(items.map((i) => [i._id, i]));
  const ranked = careerCandidateIds(byFunction).flatMap((id, order) => {
    const item = itemById.get(id);
    if (!item) return [];
    return [
      {
        item,
        order,
        isNew: current !== null && !current.has(id),
        target: targetLevelFor(targetCategory, item),
        shared: byFunction.filter((list) => list.some((c) => c._id === id)).length,
      },
    ];
  });
  ranked.sort(
    (a, b) =>
      Number(b.isNew) - Number(a.isNew) ||
      b.target - a.target ||
      b.shared - a.shared ||
      a.order - b.order,
  );
  return ranked.slice(0, Math.max(0, limit)).map(({ item }, i) => ({ ...item, step: i + 1 }));
};
