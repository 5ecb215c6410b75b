import {
  effectivenessQuestions,
  impactQuestions,
  type Question,
  responsibilityQuestions,
} from '@rolescope/core';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { EvaluationWizard } from './EvaluationWizard';
import { signedInDemo } from './testSession';

setupMockApi({ seed: true });

/** Presses Tab until `target` has focus (keyboard only); fails after 80 presses. */
const tabTo = async (user: UserEvent, target: HTMLElement) => {
  for (let i = 0; i < 80 && document.activeElement !== target; i++) await user.tab();
  expect(target).toHaveFocus();
};

const box = (name: string) => screen.getByRole('textbox', { name });
const combo = (name: string) => screen.getByRole('combobox', { name });
const tier = (n: number) => within(screen.getByRole('group', { name: `Tier ${n}` }));
const idle = (el: HTMLElement) => vi.waitFor(() => expect(el).not.toHaveAttribute('aria-busy'));

/** Answers every question of a step with Tab and Space (the first option each time). */
const answerByKeyboard = async (user: UserEvent, questions: readonly Question[]) => {
  for (const q of questions) {
    const group = screen.getByRole('group', { name: q.description ?? q.title });
    const [first] = within(group).getAllByRole('radio');
    await tabTo(user, first as HTMLElement);
    await user.keyboard(' ');
  }
};

const saveAndNext = async (user: UserEvent, nextStep: number) => {
  const next = screen.getByRole('button', { name: 'Save & Next' });
  expect(next).toBeEnabled();
  await tabTo(user, next);
  await user.keyboard('{Enter}');
  expect(await screen.findByText(`Step ${nextStep} of 5`)).toBeInTheDocument();
};

describe('<EvaluationWizard /> by keyboard alone (real steps 1 and 2)', () => {
  it('fills all five steps and reaches Finalize', { timeout: 90_000 }, async () => {
    const { user } = renderWithProviders(<EvaluationWizard />, await signedInDemo());
    const category = combo('Industry Category');
    await vi.waitFor(() => expect(category).not.toHaveAttribute('aria-disabled'));

    await tabTo(user, category);
    await user.keyboard('{ArrowDown}{Enter}');
    await tabTo(user, combo('Current Industry'));
    await user.keyboard('{ArrowDown}{Enter}');
    await tabTo(user, box('Company'));
    await user.keyboard('Acme Corp');
    const process = combo('Job Family/Process');
    await tabTo(user, process);
    await idle(process);
    await user.keyboard('{ArrowDown}{Enter}{Escape}');
    const fn = combo('Function');
    await tabTo(user, fn);
    await idle(fn);
    await user.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}{ArrowDown}{Enter}{Escape}');
    await tabTo(user, box('Role'));
    await user.keyboard('Keyboard Engineer');
    await tabTo(user, box('Open Positions'));
    await user.keyboard('2');
    await tabTo(user, combo('Experience'));
    await user.keyboard('{ArrowDown}{Enter}');
    const tiers = [
      ['IIM Ahm', '3000000', '40'],
      ['IIM Bang', '2000000', '30'],
      ['NIT War', '1000000', '20'],
    ] as const;
    for (const [i, [institute, ctc, interns]] of tiers.entries()) {
      const t = tier(i + 1);
      await tabTo(user, t.getByRole('combobox', { name: `Tier ${i + 1} Institutes` }));
      await user.keyboard(`${institute}{Enter}{Escape}`);
      await tabTo(user, t.getByRole('textbox', { name: 'Total CTC' }));
      await user.keyboard(ctc);
      await tabTo(user, t.getByRole('textbox', { name: 'Pre-placement Offer (%)' }));
      await user.keyboard(interns);
    }
    await tabTo(user, box('Role Objective'));
    await user.keyboard('Own the developer platform.');
    expect(within(screen.getByRole('banner')).getByText('Completed')).toBeInTheDocument();
    await saveAndNext(user, 2);
    expect(await screen.findByText('Data saved')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Organization Details', level: 2 })).toHaveFocus();

    await tabTo(user, screen.getByRole('radio', { name: 'Regional' }));
    await user.keyboard('{ArrowDown}');
    await tabTo(user, combo('Number of Employees'));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await tabTo(user, combo('Annual Revenue (INR Crore)'));
    await user.keyboard('{ArrowDown}{Enter}');
    await saveAndNext(user, 3);

    await answerByKeyboard(user, responsibilityQuestions);
    await saveAndNext(user, 4);
    await answerByKeyboard(user, effectivenessQuestions);
    await saveAndNext(user, 5);
    await answerByKeyboard(user, impactQuestions);

    expect(screen.getByRole('region', { name: 'Final score' })).toBeInTheDocument();
    const marks = within(screen.getByRole('list', { name: 'Evaluation Steps' })).getAllByText(
      'Completed',
    );
    expect(marks).toHaveLength(4);

    const finalize = screen.getByRole('button', { name: 'Finalize Competency Profile' });
    expect(finalize).toBeEnabled();
    await tabTo(user, finalize);
    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('alertdialog', { name: 'Ready to finalize the competency profile?' }),
    ).toBeInTheDocument();
  });
});
