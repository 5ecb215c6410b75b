import { questionAnswersFormSchema } from '@rolescope/core';
import type { Question } from '@rolescope/core/options';

/** True when every question has one of its own options as the answer (core's step schema). */
export const isQuestionStepComplete = (
  questions: readonly Question[],
  value: Readonly<Record<string, string | undefined>> | undefined,
): boolean => questionAnswersFormSchema(questions).safeParse(value).success;

/** The first question without an answer after `afterId` (wrapping round), or null. */
export const nextUnanswered = (
  questions: readonly Question[],
  value: Readonly<Record<string, string | undefined>>,
  afterId?: string,
): string | null => {
  const start = afterId ? questions.findIndex((q) => q.id === afterId) + 1 : 0;
  for (let i = 0; i < questions.length; i++) {
    const q = questions[(start + i) % questions.length];
    if (q && !q.options.some((o) => o.id === value[q.id])) return q.id;
  }
  return null;
};

/** A live score, or null while the answers are incomplete (the scorer throws then). */
export const liveScore = (
  questions: readonly Question[],
  value: Readonly<Record<string, string | undefined>>,
  score: ((answers: Readonly<Record<string, string | undefined>>) => number) | undefined,
): number | null => {
  if (!score || !isQuestionStepComplete(questions, value)) return null;
  try {
    return score(value);
  } catch {
    return null;
  }
};
