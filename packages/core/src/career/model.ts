import type { CareerCategory, ProficiencyLevel } from '../contract';
import { careerBands } from '../scoring/tables';

/** A career level the user can aim for: the band table's distinct levels with their category. */
export type CareerLevelTarget = { readonly careerLevel: number; readonly category: CareerCategory };

/** 17 low, 18 low, 20 medium, 22 medium, 24 high (from the band table). */
export const careerLevelTargets: readonly CareerLevelTarget[] = careerBands
  .filter((b, i, all) => all.findIndex((o) => o.careerLevel === b.careerLevel) === i)
  .map(({ careerLevel, category }) => ({ careerLevel, category }));

/**
 * Expected proficiency for a career category: low 2 (Practitioner), medium 3 (Advanced),
 * high 4 (Lead). Authority (5) is never required by default; the user may still rate it.
 */
export const categoryTargetLevels: Readonly<Record<CareerCategory, ProficiencyLevel>> = {
  low: 2,
  medium: 3,
  high: 4,
};

/** The category of a career level of the band table (17 low … 24 high), else undefined. */
export const careerCategoryOfLevel = (
  level: number | null | undefined,
): CareerCategory | undefined => careerLevelTargets.find((t) => t.careerLevel === level)?.category;

/**
 * The career goal's rule on its level, for the form and the server alike: the target is a step
 * up, strictly above the current level (any target when the current level is unknown).
 */
export const isTargetAboveCurrent = (target: number, current: number | null | undefined): boolean =>
  current === null || current === undefined || target > current;
