import {
  effectivenessQuestions,
  impactQuestions,
  type Question,
  responsibilityQuestions,
} from '../options/questions';
import type { ValidationResult } from './result';
import { type FormSchema, formSchema, resultOf } from './schema';
import { choiceMessages, stepMessages } from './stepMessages';

/** The answers of an accordion step: question id → option id. */
export type QuestionAnswers = Readonly<Record<string, string | undefined>>;

const m = stepMessages.questions;
const cache = new WeakMap<readonly Question[], FormSchema<QuestionAnswers>>();

/**
 * The rules of an accordion step (the specification's validation rules): every question answered with one
 * of its own option ids (options/questions.ts), in question order. One schema per question list.
 */
export const questionAnswersFormSchema = (
  questions: readonly Question[],
): FormSchema<QuestionAnswers> => {
  let schema = cache.get(questions);
  if (!schema) {
    schema = formSchema<QuestionAnswers>(
      Object.fromEntries(
        questions.map((q) => {
          const ids = new Set(q.options.map((o) => o.id));
          return [q.id, (v: unknown) => choiceMessages(v, ids, m.required, m.invalid)];
        }),
      ),
    );
    cache.set(questions, schema);
  }
  return schema;
};

/** Step 3, roles and responsibilities. */
export const responsibilitiesFormSchema = questionAnswersFormSchema(responsibilityQuestions);
/** Step 4, roles effectiveness. */
export const effectivenessFormSchema = questionAnswersFormSchema(effectivenessQuestions);
/** Step 5, role impact. */
export const impactFormSchema = questionAnswersFormSchema(impactQuestions);

/** An accordion step's rules, first message per question in `errors`. */
export const validateQuestionAnswers = (
  questions: readonly Question[],
  values: QuestionAnswers | undefined,
): ValidationResult => resultOf(questionAnswersFormSchema(questions), values);
