import * as z from 'zod/mini';
import type { CareerCategory, ProficiencyLevel } from '../contract';
import { careerCategorySchema, proficiencyLevelSchema } from '../contract';
import { careerBands } from '../scoring/tables';

export const careerTimeFrames = ['6-months', '1-year', '2-years', '3-years-plus'] as const;
export type CareerTimeFrame = (typeof careerTimeFrames)[number];

/** Longest motivation text a career goal may carry. */
export const MAX_MOTIVATION_LENGTH = 500;

/** What the user aims for (step 1 of the career progression evaluation). */
export const careerGoalSchema = z.object({
  targetRole: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  targetCareerLevel: z.number().check(z.int(), z.gte(1)),
  targetCategory: careerCategorySchema,
  timeFrame: z.enum(careerTimeFrames),
  motivation: z.string().check(z.maxLength(MAX_MOTIVATION_LENGTH)),
});
export type CareerGoal = z.infer<typeof careerGoalSchema>;

const levelMap = z.record(z.string(), proficiencyLevelSchema);

/**
 * The `report` of a career report: goal and the two level maps are required. Other fields
 * (baseline, quick check) pass through; the computed ones (items, target levels, gaps,
 * readiness) are the server's: it rebuilds them from its catalog with `computeCareerGaps`
 * on every save and submit, whatever a client sent.
 */
export const careerReportSchema = z.looseObject({
  goal: careerGoalSchema,
  currentLevels: levelMap,
  targetLevels: levelMap,
});
export type CareerReport = z.infer<typeof careerReportSchema>;

/** A career level the user can aim for: the band table's distinct levels with their category. */
export type CareerLevelTarget = { readonly careerLevel: number; readonly category: CareerCategory };

/** 17 low, 18 low, 20 medium, 22 medium, 24 high (from the band table). */
export const careerLevelTargets: readonly CareerLevelTarget[] = careerBands
  .filter((b, i, all) => all.findIndex((o) => o.careerLevel === b.careerLevel) === i)
  .map(({ careerLevel, category }) => ({ careerLevel, category }));

/**
 * Expected proficiency for a career category: low 2 (Developing), medium 3 (Proficient),
 * high 4 (Advanced). Expert (5) is never required by default; the user may still rate it.
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
