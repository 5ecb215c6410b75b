import * as z from 'zod/mini';
import { careerCategorySchema } from './catalog';
import { storedCompetencyItemSchema } from './competencyReport';
import { fewKeys, MAX_TEXT_LENGTH, shortList, shortText } from './limits';

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

/** Where the user stood: the latest completed report's score, or the quick check's estimate. */
export const careerBaselineSchema = z.object({
  source: z.enum(['report', 'quick-check']),
  careerLevel: z.number(),
  category: careerCategorySchema,
  industryCategory: shortText(),
  functions: z.optional(shortList(shortText())),
  role: z.optional(shortText()),
});
export type CareerBaselineBody = z.infer<typeof careerBaselineSchema>;

/** The quick job-size check's answers (the five responsibility answers by question id). */
export const careerQuickCheckSchema = z.object({
  industryCategory: shortText(),
  jobFamily: shortText(),
  functions: shortList(shortText()),
  answers: z.record(z.string().check(z.maxLength(MAX_TEXT_LENGTH)), shortText()).check(fewKeys()),
});
export type CareerQuickCheck = z.infer<typeof careerQuickCheckSchema>;

export const PROFICIENCY_OUT_OF_RANGE = 'Proficiency levels are whole numbers from 1 to 5';
/** The 400 message of a career report with a rating or target out of range. */
export const CAREER_LEVELS_OUT_OF_RANGE = 'The career progression report has levels out of range';

/**
 * A rating or target level, 1 to 5. Its issue carries `params.summary`, the 400's message
 * (see the server's `http/validate.ts`).
 */
const rating = z.number().check(
  z.refine((n) => Number.isInteger(n) && n >= 1 && n <= 5, {
    error: PROFICIENCY_OUT_OF_RANGE,
    params: { summary: CAREER_LEVELS_OUT_OF_RANGE },
  }),
);
const levelMap = z.record(z.string().check(z.maxLength(MAX_TEXT_LENGTH)), rating).check(fewKeys());

/**
 * The `report` of a career report: goal and the two level maps are required; `items` are the
 * assessed competencies as the evaluation showed them. The computed parts (items, target
 * levels, gaps, readiness) are the server's: it rebuilds them from its catalog with
 * `computeCareerGaps` on every save and submit, whatever a client sent. Gaps and readiness
 * pass through untyped: readers recompute them from items and levels.
 */
export const careerReportBodySchema = z.looseObject({
  goal: careerGoalSchema,
  baseline: z.optional(careerBaselineSchema),
  quickCheck: z.optional(careerQuickCheckSchema),
  currentLevels: levelMap,
  targetLevels: levelMap,
  items: z.optional(shortList(storedCompetencyItemSchema)),
});
export type CareerReportBody = z.infer<typeof careerReportBodySchema>;

/** A career draft's `report`: any subset of the body, its goal, baseline and quick check too. */
export const careerReportDraftBodySchema = z.partial(
  z.extend(careerReportBodySchema, {
    goal: z.partial(careerGoalSchema),
    baseline: z.partial(careerBaselineSchema),
    quickCheck: z.partial(careerQuickCheckSchema),
  }),
);
export type CareerReportDraftBody = z.infer<typeof careerReportDraftBodySchema>;
