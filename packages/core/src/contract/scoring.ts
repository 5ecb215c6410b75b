import * as z from 'zod/mini';
import { careerCategorySchema, industryComplexitySchema } from './catalog';

/** The score details of `computeScoreDetails` (the engine's public signature). */
export const scoreDetailsSchema = z.object({
  industryCategory: z.string(),
  organizationScores: z.object({
    industryComplexity: industryComplexitySchema,
    customerScopesScore: z.number(),
    employeesScore: z.number(),
    revenueScore: z.number(),
    totalScore: z.number(),
  }),
  scoreMultiplier: z.number(),
  rolesResponsibilityScore: z.number(),
  rolesEffectivenessScore: z.number(),
  rolesImpact: z.number(),
  finalScore: z.number(),
  careerLevel: z.number(),
  category: careerCategorySchema,
});
export type ScoreDetails = z.infer<typeof scoreDetailsSchema>;
