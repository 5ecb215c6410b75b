import * as z from 'zod/mini';
import { evaluationParts } from '../steps/evaluationParts';
import { competencyLevelItemSchema } from './catalog';
import { fewKeys, MAX_TEXT_LENGTH, shortList } from './limits';
import { impactAnswersSchema } from './partSchemas';

// The schemas of the parts (one per wizard step), where the steps table reads them.
export {
  type EffectivenessAnswers,
  effectivenessAnswersSchema,
  type ImpactAnswers,
  impactAnswersSchema,
  type OrganizationDetails,
  organizationDetailsSchema,
  type ResponsibilitiesAnswers,
  type RoleDetails,
  responsibilitiesAnswersSchema,
  roleDetailsSchema,
} from './partSchemas';

type PartsShape = {
  [S in (typeof evaluationParts)[number] as S['part']]: z.ZodMiniOptional<S['schema']>;
};

/**
 * The parts of a filled evaluation, one per step (`evaluationParts`), each optional, as a body
 * or a stored row holds them.
 */
const partsShape = {
  ...(Object.fromEntries(
    evaluationParts.map(({ part, schema }) => [part, z.optional(schema)]),
  ) as PartsShape),
  /** The older spelling of `rolesImpact` (the specification's states and transitions): read, never written. */
  roleImpact: z.optional(impactAnswersSchema),
  /** A draft's: the wizard step the user was on when it was saved, to resume there. */
  step: z.optional(z.number().check(z.int(), z.gte(1), z.lte(evaluationParts.length))),
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
