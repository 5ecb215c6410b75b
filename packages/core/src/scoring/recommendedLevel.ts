/** The recommended proficiency level of a competency (the contract's `recommendedLevel` rule). */
import type { CareerCategory, ProficiencyLevel, TechnicalCompetence } from '../contract';

/** The proficiency level each technical competence stands for (aware 1 … expert 4). */
const technicalCompetenceLevels: Readonly<Record<TechnicalCompetence, ProficiencyLevel>> = {
  aware: 1,
  apply: 2,
  advise: 3,
  expert: 4,
};

export type RecommendedLevelInput = {
  /** The role's technical competence; without it the base is `apply`. */
  level?: TechnicalCompetence;
  /** The role's career category (from its score); `high` lifts advise to 4 and expert to 5. */
  careerCategory?: CareerCategory;
  /** The levels (1 to 5) the competency defines, in any order. */
  defined: readonly number[];
};

/** The defined level nearest to `target`; ties go to the lower level; none defined keeps `target`. */
export const nearestDefinedLevel = (defined: readonly number[], target: number): number => {
  let best: number | undefined;
  for (const level of defined) {
    if (best === undefined) {
      best = level;
      continue;
    }
    const d = Math.abs(level - target);
    const bestD = Math.abs(best - target);
    if (d < bestD || (d === bestD && level < best)) best = level;
  }
  return best ?? target;
};

/**
 * aware 1, apply 2, advise 3, expert 4; in the `high` category advise 4 and expert 5;
 * without `level` the base is apply; then the nearest level the competency defines, ties down.
 */
export const recommendedLevel = ({
  level,
  careerCategory,
  defined,
}: RecommendedLevelInput): ProficiencyLevel => {
  const base = technicalCompetenceLevels[level ?? 'apply'];
  const lifted = careerCategory === 'high' && base >= 3 ? base + 1 : base;
  return nearestDefinedLevel(defined, lifted) as ProficiencyLevel;
};
