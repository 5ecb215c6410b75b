import type * as z from 'zod/mini';
import {
  effectivenessAnswersSchema,
  impactAnswersSchema,
  organizationDetailsSchema,
  responsibilitiesAnswersSchema,
  roleDetailsSchema,
} from '../contract/partSchemas';
import {
  effectivenessQuestions,
  impactQuestions,
  type Question,
  responsibilityQuestions,
} from '../options/questions';
import {
  effectivenessScore,
  impactScore,
  responsibilityScore,
} from '../scoring/computeScoreDetails';
import type { ScoringTables } from '../scoring/tables';
import { organizationDetailsFormSchema } from '../validation/organizationDetails';
import {
  effectivenessFormSchema,
  impactFormSchema,
  responsibilitiesFormSchema,
} from '../validation/questionAnswers';
import { isRoleDetailsComplete, roleDetailsFormSchema } from '../validation/roleDetails';

/** One step of the evaluation wizard and the part of `userFilledDetails` it fills. */
export type EvaluationStep = {
  /**
   * The part's key in `userFilledDetails`: the contract's name and the one name of the part
   * everywhere (state, props, the key of its title in the widgets' strings, `wizard.steps[part]`).
   */
  readonly part: string;
  /** The contract schema of the part as a body or a stored report holds it. */
  readonly schema: z.ZodMiniType;
  /** The form's rules: the step is complete when they accept its values. */
  readonly formSchema: z.ZodMiniType;
  /** Overrides the `formSchema` check (step 1 also needs every required answer). */
  readonly isComplete?: (values: never) => boolean;
  /** An accordion step's questions, in display order. */
  readonly questions?: readonly Question[];
  /** The step's score from its answers (its scoring table in `ScoringTables`). */
  readonly score?: (answers: never, tables?: ScoringTables) => number;
};

/**
 * The evaluation's steps, one row each, in wizard order: the part each fills (its key also keys its
 * title), its contract schema, its form rules, its questions and its score. The wizard (its steps,
 * completion, drafts, navigation state), the server (the parts a submission needs, a draft's
 * merge), the results and the report dialog read this table, so adding a step is one row here
 * plus its component and its strings in the widgets.
 */
export const evaluationSteps = [
  {
    part: 'details',
    schema: roleDetailsSchema,
    formSchema: roleDetailsFormSchema,
    isComplete: isRoleDetailsComplete,
  },
  {
    part: 'organizationDetails',
    schema: organizationDetailsSchema,
    formSchema: organizationDetailsFormSchema,
  },
  {
    part: 'roleAndResponsibilities',
    schema: responsibilitiesAnswersSchema,
    formSchema: responsibilitiesFormSchema,
    questions: responsibilityQuestions,
    score: responsibilityScore,
  },
  {
    part: 'roleEffectiveness',
    schema: effectivenessAnswersSchema,
    formSchema: effectivenessFormSchema,
    questions: effectivenessQuestions,
    score: effectivenessScore,
  },
  {
    part: 'rolesImpact',
    schema: impactAnswersSchema,
    formSchema: impactFormSchema,
    questions: impactQuestions,
    score: impactScore,
  },
] as const satisfies readonly EvaluationStep[];

/** The evaluation's part keys, in step order. */
export type EvaluationPart = (typeof evaluationSteps)[number]['part'];
