import type * as z from 'zod/mini';
import {
  effectivenessAnswersSchema,
  impactAnswersSchema,
  organizationDetailsSchema,
  responsibilitiesAnswersSchema,
  roleDetailsSchema,
} from '../contract/partSchemas';

/** A part of an evaluation: its key in `userFilledDetails` and its contract schema. */
export type EvaluationPartRow = {
  /**
   * The contract's name of the part, its one name everywhere: state, props, navigation state,
   * the key of its title in the widgets' strings (`wizard.steps[part]`).
   */
  readonly part: string;
  /** The part as a body or a stored report holds it. */
  readonly schema: z.ZodMiniType;
};

/**
 * The evaluation's parts, one per wizard step, in step order: the contract side of the steps
 * table (`evaluationSteps` adds each step's form rules, questions and score). The contract's
 * `userFilledDetails`, the server's checks and merges, drafts and navigation state read it;
 * it carries no question texts, so the pages that only call the API stay small.
 */
export const evaluationParts = [
  { part: 'details', schema: roleDetailsSchema },
  { part: 'organizationDetails', schema: organizationDetailsSchema },
  { part: 'roleAndResponsibilities', schema: responsibilitiesAnswersSchema },
  { part: 'roleEffectiveness', schema: effectivenessAnswersSchema },
  { part: 'rolesImpact', schema: impactAnswersSchema },
] as const satisfies readonly EvaluationPartRow[];

/** The evaluation's part keys, in step order. */
export type EvaluationPart = (typeof evaluationParts)[number]['part'];
