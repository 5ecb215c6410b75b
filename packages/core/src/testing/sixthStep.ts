import * as z from 'zod/mini';
import type { Question } from '../options/questions';
import { type EvaluationStep, evaluationSteps } from '../steps/evaluationSteps';
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
 * A sixth step as a deployment would add it: one row (an unscored question step, its part
 * `roleGrowth`), for the tests that show every layer reading the steps table.
 */
export const sixthStep = {
  part: 'roleGrowth',
  schema: z.object({ learningAgility: z.optional(z.string()) }),
  formSchema: questionAnswersFormSchema(sixthStepQuestions),
  questions: sixthStepQuestions,
} as const satisfies EvaluationStep;

/** The built-in steps with the sixth one after them. */
export const stepsWithSixth: readonly EvaluationStep[] = [...evaluationSteps, sixthStep];

/** A complete answer of the sixth step. */
export const sixthStepAnswers = () => ({ learningAgility: 'fast' });
