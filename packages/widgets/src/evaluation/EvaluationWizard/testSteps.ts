/** Test helpers: answer a question step by clicking its options' labels. */
import type { Question } from '@rolescope/core/options';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Clicks the chosen option of every question, in order (each answer opens the next). */
export const answerStep = async (
  user: UserEvent,
  questions: readonly Question[],
  answers: Readonly<Record<string, string | undefined>>,
) => {
  for (const q of questions) {
    const optionId = answers[q.id];
    if (!optionId) continue;
    const group = await screen.findByRole('group', { name: q.description ?? q.title });
    const radio = Array.from(group.querySelectorAll<HTMLInputElement>('input[type=radio]')).find(
      (r) => r.value === optionId,
    );
    if (!radio) throw new Error(`No radio ${q.id}.${optionId}`);
    await user.click(radio);
  }
};
