import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../../test';
import {
  type CareerBaseline,
  emptyGoal,
  emptyQuickCheck,
  type GoalValues,
  type QuickCheckValues,
} from '../careerModel';
import { choose } from '../testHelpers';
import { GoalStep } from './GoalStep';

setupMockApi({ seed: true });

const at20: CareerBaseline = {
  source: 'report',
  careerLevel: 20,
  category: 'medium',
  industryCategory: 'technology',
  functions: ['backend-development'],
  role: 'Developer',
};

function Harness({
  quickCheck = false,
  baseline = null,
  initial = emptyGoal,
}: {
  quickCheck?: boolean;
  baseline?: CareerBaseline | null;
  initial?: GoalValues;
}) {
  const [value, setValue] = useState<GoalValues>(initial);
  const [quick, setQuick] = useState<QuickCheckValues>(emptyQuickCheck);
  return (
    <GoalStep
      baseline={baseline}
      quickCheck={quickCheck}
      quickCheckValues={quick}
      onQuickCheckChange={setQuick}
      value={value}
      onChange={setValue}
    />
  );
}

describe('<GoalStep />', () => {
  it('caps the motivation at 500 characters and counts them', async () => {
    const { user } = renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Motivation' });
    await user.click(box);
    await user.paste('x'.repeat(520));
    expect(box).toHaveValue('x'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('500/500');
  });

  it('offers the four time frames', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Time frame' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '6 months',
      '1 year',
      '2 years',
      '3 years or more',
    ]);
  });

  it('says so when the target is below the current level', async () => {
    const { user } = renderWithProviders(<Harness baseline={at20} />);
    const level = screen.getByRole('combobox', { name: 'Target career level' });
    await choose(user, 'Target career level', 'Level 18 (Low)');
    expect(level).toHaveAccessibleDescription(
      'Choose a target at or above your current career level (20): this evaluation plans a step up.',
    );
    await choose(user, 'Target career level', 'Level 20 (Medium)');
    expect(level).not.toHaveAccessibleDescription(/Choose a target/);
  });

  it('shows the quick job-size check with the industry, job family, function and the five questions', () => {
    renderWithProviders(<Harness quickCheck />);
    expect(screen.getByText('Quick job-size check')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Industry category/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Job family\/process/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Your function/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /1\. Activities performed/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /5\. / })).toBeInTheDocument();
  });

  it('shows its error on the level and keeps what was typed; required answers show no message', async () => {
    const { user } = renderWithProviders(<Harness baseline={at20} />);
    const role = screen.getByRole('textbox', { name: /Target role/ });
    const motivation = screen.getByRole('textbox', { name: 'Motivation' });
    await user.type(role, 'Engineering Manager');
    await user.type(motivation, 'Lead a platform team');
    await choose(user, 'Target career level', 'Level 17 (Low)');
    const level = screen.getByRole('combobox', { name: 'Target career level' });
    await vi.waitFor(() =>
      expect(level).toHaveAccessibleDescription(/^Choose a target at or above/),
    );
    expect(role).toHaveValue('Engineering Manager');
    expect(motivation).toHaveValue('Lead a platform team');
    expect(level).toHaveTextContent('Level 17 (Low)');
    expect(screen.getByRole('combobox', { name: 'Time frame' })).not.toHaveAccessibleDescription();
    await user.clear(role);
    expect(role).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Target role is required')).not.toBeInTheDocument();
  });

  it('uses the localized below-current message', async () => {
    const { user } = renderWithProviders(<Harness baseline={at20} />, {
      localization: { careerEvaluation: { targetBelowCurrent: 'At least level {level}, please.' } },
    });
    await choose(user, 'Target career level', 'Level 18 (Low)');
    await vi.waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Target career level' }),
      ).toHaveAccessibleDescription('At least level 20, please.'),
    );
  });

  it('says so when a saved motivation is too long, keeping the text', async () => {
    const long = 'x'.repeat(520);
    renderWithProviders(<Harness initial={{ ...emptyGoal, motivation: long }} />);
    const motivation = screen.getByRole('textbox', { name: 'Motivation' });
    await vi.waitFor(() =>
      expect(motivation).toHaveAccessibleDescription(
        '520/500 Motivation must be at most 500 characters',
      ),
    );
    expect(motivation).toHaveValue(long);
    expect(motivation).toBeInvalid();
  });
});
