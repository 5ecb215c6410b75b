import * as z from 'zod/mini';
import type { Question } from '../options/questions';
import type { EvaluationStep } from '../steps/evaluationSteps';
import { questionAnswersFormSchema } from '../validation/questionAnswers';

/** The question of the fixture's sixth step. */
export const sixthStepQuestions: readonly Question[] = [
  {
    id: 'learningAgility',
    title: 'Learning agility',
    description: 'How quickly does the role need to learn new fields?',
    options: [
      { id: 'steady', label: 'Steadily, within its own field' },
      { id: 'fast', label: 'Fast, across fields' },
    ],
  },
];

/**
 * A sixth step as a deployment would add it, one row of the steps table (an unscored question
 * step filling the part `roleGrowth`), for the tests that show every layer reading the table.
 * It is a row of `evaluationParts` (its part and contract schema) and of `evaluationSteps`.
 * Imports nothing of the steps modules, so a test may append it to them in `vi.mock`.
 */
export const sixthStep = {
  part: 'roleGrowth',
  schema: z.object({ learningAgility: z.optional(z.string()) }),
  formSchema: questionAnswersFormSchema(sixthStepQuestions),
  questions: sixthStepQuestions,
} as const satisfies EvaluationStep;

/** A complete answer of the sixth step. */
export const sixthStepAnswers = () => ({ learningAgility: 'fast' });
