import type * as z from 'zod/mini';
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
import { type EvaluationPartRow, evaluationParts } from './evaluationParts';

/** One step of the evaluation wizard: its part (`evaluationParts`) and its form. */
export type EvaluationStep = EvaluationPartRow & {
  /** The form's rules: the step is complete when they accept its values. */
  readonly formSchema: z.ZodMiniType;
  /** Overrides the `formSchema` check (step 1 also needs every required answer). */
  readonly isComplete?: (values: never) => boolean;
  /** An accordion step's questions, in display order. */
  readonly questions?: readonly Question[];
  /** The step's score from its answers (its scoring table in `ScoringTables`). */
  readonly score?: (answers: never, tables?: ScoringTables) => number;
};

const [details, organizationDetails, roleAndResponsibilities, roleEffectiveness, rolesImpact] =
  evaluationParts;

/**
 * The evaluation's steps, one row each, in wizard order: the part each fills (`evaluationParts`:
 * its key, which also keys its title in the widgets' strings, and its contract schema), its
 * form rules, its questions and its score. The wizard (its steps, completion, drafts,
 * navigation state), the server (the parts a submission needs, a draft's merge), the results
 * and the report dialog read this table and `evaluationParts`, so adding a step is its row
 * here and in `evaluationParts`, plus its component and its strings in the widgets.
 */
export const evaluationSteps = [
  { ...details, formSchema: roleDetailsFormSchema, isComplete: isRoleDetailsComplete },
  { ...organizationDetails, formSchema: organizationDetailsFormSchema },
  {
    ...roleAndResponsibilities,
    formSchema: responsibilitiesFormSchema,
    questions: responsibilityQuestions,
    score: responsibilityScore,
  },
  {
    ...roleEffectiveness,
    formSchema: effectivenessFormSchema,
    questions: effectivenessQuestions,
    score: effectivenessScore,
  },
  {
    ...rolesImpact,
    formSchema: impactFormSchema,
    questions: impactQuestions,
    score: impactScore,
  },
] as const satisfies readonly EvaluationStep[];
