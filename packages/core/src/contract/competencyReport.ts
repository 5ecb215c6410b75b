import * as z from 'zod/mini';
import {
  effectivenessQuestionIds,
  impactQuestionIds,
  responsibilityQuestionIds,
} from '../options/questionIds';
import { competencyLevelItemSchema } from './catalog';
import { fewKeys, longText, looseAnswer, MAX_TEXT_LENGTH, shortList, shortText } from './limits';

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

/** The five parts of a filled evaluation, each optional, as a body or a stored row holds them. */
const partsShape = {
  details: z.optional(roleDetailsSchema),
  organizationDetails: z.optional(organizationDetailsSchema),
  roleAndResponsibilities: z.optional(responsibilitiesAnswersSchema),
  roleEffectiveness: z.optional(effectivenessAnswersSchema),
  rolesImpact: z.optional(impactAnswersSchema),
  /** The older spelling of `rolesImpact` (the specification's states and transitions): read, never written. */
  roleImpact: z.optional(impactAnswersSchema),
  /** A draft's: the wizard step (1 to 5) the user was on when it was saved, to resume there. */
  step: z.optional(z.number().check(z.int(), z.gte(1), z.lte(5))),
};
export const userFilledDetailsPartsSchema = z.object(partsShape);

/**
 * The one place the older key `roleImpact` is read: as `rolesImpact` when that is absent
 * (the architecture page in docs/, "One report model").
 */
export const withRolesImpact = <T extends z.infer<typeof userFilledDetailsPartsSchema>>({
  roleImpact,
  ...parts
}: T): Omit<T, 'roleImpact'> =>
  roleImpact && !parts.rolesImpact ? { ...parts, rolesImpact: roleImpact } : parts;

/** The five parts; `roleImpact` reads as `rolesImpact`. */
export const userFilledDetailsSchema = z.pipe(
  userFilledDetailsPartsSchema,
  z.transform(withRolesImpact),
);
export type UserFilledDetails = z.infer<typeof userFilledDetailsSchema>;
/** The parts as JSON before parsing (a stored row's may carry `roleImpact`). */
export type UserFilledDetailsJson = z.input<typeof userFilledDetailsSchema>;

/** The message of a chosen level that is not a whole number from 1 to 5. */
export const LEVELS_OUT_OF_RANGE = 'Levels are whole numbers from 1 to 5';
const chosenLevel = z
  .number()
  .check(z.int(LEVELS_OUT_OF_RANGE), z.gte(1, LEVELS_OUT_OF_RANGE), z.lte(5, LEVELS_OUT_OF_RANGE));

/** Map of level-picker step number to the chosen proficiency level (1 to 5). */
export const selectedLevelsSchema = z
  .record(z.string().check(z.maxLength(MAX_TEXT_LENGTH)), chosenLevel)
  .check(fewKeys());
export type SelectedLevels = z.infer<typeof selectedLevelsSchema>;

/**
 * A generated competency as a report stores it: `calculateCompetencyLevel`'s item, or the
 * subset of it an older client stored.
 */
export const storedCompetencyItemSchema = z.partial(competencyLevelItemSchema);
export type StoredCompetencyItem = z.infer<typeof storedCompetencyItemSchema>;

const storedItems = shortList(storedCompetencyItemSchema);

/** A competency report's `report`: the generated items (older reports: `{ competencyData }`). */
export const competencyReportBodySchema = z.union([
  storedItems,
  z.object({ competencyData: storedItems }),
]);
export type CompetencyReportBody = z.infer<typeof competencyReportBodySchema>;
