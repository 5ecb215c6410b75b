import {
  effectivenessQuestions,
  impactQuestions,
  type Question,
  responsibilityQuestions,
} from '@rolescope/core/options';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import {
  categoriesLoaded,
  chooseByKeyboard,
  fillTiersByKeyboard,
  tabTo,
  typeInto,
} from '../RoleDetailsStep/testHarness';
import { EvaluationWizard } from './EvaluationWizard';
import { signedInDemo } from './testSession';

setupMockApi({ seed: true });

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
    const category = await categoriesLoaded();

    await tabTo(user, category);
    await user.keyboard('{ArrowDown}{Enter}');
    await chooseByKeyboard(user, 'Current Industry', '{ArrowDown}{Enter}');
    await typeInto(user, 'Company', 'Acme Corp');
    await chooseByKeyboard(user, 'Job Family/Process', '{ArrowDown}{Enter}{Escape}');
    await chooseByKeyboard(
      user,
      'Function',
      '{ArrowDown}{Enter}{ArrowDown}{Enter}{ArrowDown}{Enter}{Escape}',
    );
    await typeInto(user, 'Role', 'Keyboard Engineer');
    await typeInto(user, 'Open Positions', '2');
    await chooseByKeyboard(user, 'Experience', '{ArrowDown}{Enter}');
    await fillTiersByKeyboard(user);
    await typeInto(user, 'Role Objective', 'Own the developer platform.');
    expect(within(screen.getByRole('banner')).getByText('Completed')).toBeInTheDocument();
    await saveAndNext(user, 2);
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Organization Details', level: 2 })).toHaveFocus();

    await tabTo(user, screen.getByRole('radio', { name: 'Regional' }));
    await user.keyboard('{ArrowDown}');
    await chooseByKeyboard(user, 'Number of Employees', '{ArrowDown}{ArrowDown}{Enter}');
    await chooseByKeyboard(user, 'Annual Revenue (INR Crore)', '{ArrowDown}{Enter}');
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
