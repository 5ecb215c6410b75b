import * as z from 'zod/mini';
import {
  effectivenessQuestionIds,
  impactQuestionIds,
  responsibilityQuestionIds,
} from '../options/questionIds';
import { fewKeys, longText, looseAnswer, shortText } from './limits';

const text = z.optional(shortText());
const score = z.optional(z.number());

/**
 * A question step's answers: question id (options/questionIds.ts) → chosen option id, plus the
 * score fields the specification lists as saved with the step (its states and transitions).
 * The server never trusts those scores: it recomputes them (`computeScoreDetails`).
 */
const answersOf = <Id extends string, Extra extends Record<string, z.ZodMiniType>>(
  ids: readonly Id[],
  extra: Extra,
) =>
  z.object({
    ...(Object.fromEntries(ids.map((id) => [id, text])) as Record<Id, typeof text>),
    ...extra,
  });

/**
 * Step 1 data. Known keys are typed; the rest (tier fields such as `tier1-ctc`,
 * `tier1-benifits`, spelt as the specification spells them) pass through.
 */
export const roleDetailsSchema = z
  .catchall(
    z.object({
      role: text,
      industryCategory: text,
      currentIndustry: text,
      currentCompany: text,
      description: z.optional(longText()),
      draftId: text,
    }),
    looseAnswer,
  )
  .check(fewKeys());
export type RoleDetails = z.infer<typeof roleDetailsSchema>;

export const organizationDetailsSchema = z
  .catchall(
    z.object({
      managementLevel: text,
      customerScope: text,
      employees: text,
      revenue: text,
    }),
    looseAnswer,
  )
  .check(fewKeys());
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

/** Step 3, roles and responsibilities. */
export const responsibilitiesAnswersSchema = answersOf(responsibilityQuestionIds, {
  responsibilitiesScore: score,
});
export type ResponsibilitiesAnswers = z.infer<typeof responsibilitiesAnswersSchema>;

/** Step 4, roles effectiveness (technicalCompetence included). */
export const effectivenessAnswersSchema = answersOf(effectivenessQuestionIds, {
  rolesEffectivenessScore: score,
});
export type EffectivenessAnswers = z.infer<typeof effectivenessAnswersSchema>;

/** Step 5, role impact. */
export const impactAnswersSchema = answersOf(impactQuestionIds, {
  roleImpactScore: score,
  finalScore: score,
  careerLevel: score,
  careerCategory: text,
});
export type ImpactAnswers = z.infer<typeof impactAnswersSchema>;
