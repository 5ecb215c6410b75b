import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  type CareerBaseline,
  emptyGoal,
  emptyQuickCheck,
  type GoalValues,
  type QuickCheckValues,
} from '../../../model/career/careerModel';
import { renderWithProviders, setupMockApi } from '../../../test';
import { choose, signInDemoBeforeEach } from '../testHelpers';
import { GoalStep } from './GoalStep';

const api = setupMockApi({ seed: true });
// The skills of a target come from the catalog calls, which need a session.
signInDemoBeforeEach(api);

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

  it('offers only the target levels above the current one (20), and says so', async () => {
    const { user } = renderWithProviders(<Harness baseline={at20} />);
    const level = screen.getByRole('combobox', { name: 'Target career level' });
    expect(level).toHaveAccessibleDescription(
      'Only the levels above your current level (20) are offered.',
    );
    await user.click(level);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Level 22 (Medium)',
      'Level 24 (High)',
    ]);
  });

  it('says plainly that there is no higher level at the top, instead of an empty select', () => {
    renderWithProviders(<Harness baseline={{ ...at20, careerLevel: 24, category: 'high' }} />);
    expect(screen.queryByRole('combobox', { name: 'Target career level' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'You are already at the top career level (24): there is no higher level to aim for.',
    );
  });

  it('flags a saved target at the current level (no step up), keeping the rest', async () => {
    renderWithProviders(
      <Harness
        baseline={at20}
        initial={{ ...emptyGoal, targetRole: 'Lead', targetCareerLevel: 20 }}
      />,
    );
    const level = screen.getByRole('combobox', { name: 'Target career level' });
    await vi.waitFor(() =>
      expect(level).toHaveAccessibleDescription(
        'Choose a target above your current career level (20): this evaluation plans a step up. Only the levels above your current level (20) are offered.',
      ),
    );
    expect(screen.getByRole('textbox', { name: /Target role/ })).toHaveValue('Lead');
    expect(screen.queryByRole('heading', { name: /Skills Level/ })).not.toBeInTheDocument();
  });

  it('shows the skills the chosen target needs with their required proficiency', async () => {
    const { user } = renderWithProviders(<Harness baseline={at20} />);
    await choose(user, 'Target career level', 'Level 22 (Medium)');
    const skills = await screen.findByRole('region', { name: 'Skills Level 22 needs' });
    const items = await within(skills).findAllByRole('listitem');
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThanOrEqual(6);
    for (const item of items)
      expect(item).toHaveTextContent(
        /Level [1-5] \((Foundation|Practitioner|Advanced|Lead|Authority)\)$/,
      );
    expect(within(skills).getAllByText('Level 3 (Advanced)').length).toBeGreaterThan(0);
    await choose(user, 'Target career level', 'Level 24 (High)');
    expect(
      await screen.findByRole('region', { name: 'Skills Level 24 needs' }),
    ).toBeInTheDocument();
  });

  it('asks for the quick check before it can show the skills of a target', async () => {
    const { user } = renderWithProviders(<Harness quickCheck />);
    await choose(user, 'Target career level', 'Level 18 (Low)');
    expect(
      within(screen.getByRole('region', { name: 'Skills Level 18 needs' })).getByText(
        'Finish the quick job-size check to see the skills this level needs.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the quick job-size check with the industry, job family, function and the five questions', async () => {
    renderWithProviders(<Harness quickCheck />);
    expect(screen.getByText('Quick job-size check')).toBeInTheDocument();
    expect(await screen.findByRole('combobox', { name: /Industry category/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Job family\/process/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Your function/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /1\. Activities performed/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /5\. / })).toBeInTheDocument();
  });

  it('shows its error on the level and keeps what was typed; required answers show no message', async () => {
    const { user } = renderWithProviders(
      <Harness baseline={at20} initial={{ ...emptyGoal, targetCareerLevel: 17 }} />,
    );
    const role = screen.getByRole('textbox', { name: /Target role/ });
    const motivation = screen.getByRole('textbox', { name: 'Motivation' });
    await user.type(role, 'Engineering Manager');
    await user.type(motivation, 'Lead a platform team');
    const level = screen.getByRole('combobox', { name: 'Target career level' });
    await vi.waitFor(() => expect(level).toHaveAccessibleDescription(/^Choose a target above/));
    expect(role).toHaveValue('Engineering Manager');
    expect(motivation).toHaveValue('Lead a platform team');
    expect(screen.getByRole('combobox', { name: 'Time frame' })).not.toHaveAccessibleDescription();
    await user.clear(role);
    expect(role).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Target role is required')).not.toBeInTheDocument();
  });

  it('uses the localized below-current message', async () => {
    renderWithProviders(
      <Harness baseline={at20} initial={{ ...emptyGoal, targetCareerLevel: 18 }} />,
      {
        localization: {
          careerEvaluation: {
            targetBelowCurrent: 'At least level {level}, please.',
            targetLevelHint: 'Above {level}.',
          },
        },
      },
    );
    await vi.waitFor(() =>
      expect(
        screen.getByRole('combobox', { name: 'Target career level' }),
      ).toHaveAccessibleDescription('At least level 20, please. Above 20.'),
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
