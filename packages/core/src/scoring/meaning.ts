/**
 * What the results mean, as numbers and ids (the scoring rules, "What the results mean"): the
 * career levels with their bands, the categories, the ranges of the score's parts and of the
 * organisation multiplier, and the proficiency level keys. The texts (names, meanings) are the
 * widgets' strings, keyed by these ids.
 */
import type { CareerCategory } from '../contract';
import { type CareerBand, careerBands } from './tables';

/** One career level with its band of floor(finalScore); `to` inclusive, `null` = "and above". */
export type CareerLevelBand = {
  readonly careerLevel: number;
  readonly from: number;
  readonly to: number | null;
  readonly category: CareerCategory;
};

/** A closed range of numbers. */
export type ValueRange = { readonly min: number; readonly max: number };

/** The ends of the career level scale. */
export const careerLevelScale: ValueRange = { min: 17, max: 24 };

/** The career band table merged by level: 17, 18, 20, 22 and 24, ascending. */
const careerLevelBands = (bands: readonly CareerBand[] = careerBands): readonly CareerLevelBand[] =>
  bands.reduce<CareerLevelBand[]>((levels, band) => {
    const last = levels.at(-1);
    if (last && last.careerLevel === band.careerLevel) {
      levels[levels.length - 1] = { ...last, to: band.to };
    } else {
      levels.push({
        careerLevel: band.careerLevel,
        from: band.from,
        to: band.to,
        category: band.category,
      });
    }
    return levels;
  }, []);

/** The default career levels (17, 18, 20, 22, 24). */
export const careerLevels: readonly CareerLevelBand[] = careerLevelBands();

/** The row of a career level, or undefined for a level the table does not hold. */
export const careerLevelBandOf = (
  careerLevel: number,
  levels: readonly CareerLevelBand[] = careerLevels,
): CareerLevelBand | undefined => levels.find((l) => l.careerLevel === careerLevel);

/** The category ids, from the lowest to the highest. */
export const careerCategoryIds: readonly CareerCategory[] = ['low', 'medium', 'high'];

/** The three scored parts of the final score (by part name), in the order the results show them. */
export const scorePartIds = [
  'roleAndResponsibilities',
  'roleEffectiveness',
  'rolesImpact',
] as const;
export type ScorePartId = (typeof scorePartIds)[number];

/**
 * The range of each part with the built-in tables (the lowest and highest sum of its option
 * scores; `stepScoreRanges` computes them from any tables). Written out, so that a page showing
 * them does not load the scoring tables.
 */
export const scorePartRanges: Readonly<Record<ScorePartId, ValueRange>> = {
  roleAndResponsibilities: { min: 10, max: 412 },
  roleEffectiveness: { min: 7, max: 260 },
  rolesImpact: { min: 2, max: 320 },
};

/** The organisation multiplier's range (from the organisation's size). */
export const scoreMultiplierRange: ValueRange = { min: 0.23, max: 5.62 };

/** The keys of proficiency levels 1 to 5 (their names are strings: Foundation…Authority). */
export const proficiencyLevelKeys = [
  'foundation',
  'practitioner',
  'advanced',
  'lead',
  'authority',
] as const;
export type ProficiencyLevelKey = (typeof proficiencyLevelKeys)[number];

/** The key of proficiency level 1 to 5, or undefined for any other number. */
export const proficiencyLevelKeyOf = (level: number): ProficiencyLevelKey | undefined =>
  Number.isInteger(level) ? proficiencyLevelKeys[level - 1] : undefined;
