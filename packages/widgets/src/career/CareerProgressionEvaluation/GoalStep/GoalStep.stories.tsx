import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import {
  type CareerBaseline,
  emptyGoal,
  emptyQuickCheck,
  type GoalValues,
  type QuickCheckValues,
} from '../../../model/career/careerModel';
import { signInDemo } from '../../../test/demoSignIn';
import { GoalStep } from './GoalStep';

const fromReport: CareerBaseline = {
  source: 'report',
  careerLevel: 20,
  category: 'medium',
  industryCategory: 'technology',
  functions: ['backend-development'],
  role: 'Senior Backend Engineer',
};

function Example({
  quickCheck = false,
  goal = emptyGoal,
  currentLevel = 20,
}: {
  quickCheck?: boolean;
  goal?: GoalValues;
  /** The current career level of the report baseline. */
  currentLevel?: number;
}) {
  const [value, setValue] = useState<GoalValues>(goal);
  const [quick, setQuick] = useState<QuickCheckValues>(emptyQuickCheck);
  return (
    <GoalStep
      baseline={quickCheck ? null : { ...fromReport, careerLevel: currentLevel }}
      quickCheck={quickCheck}
      quickCheckValues={quick}
      onQuickCheckChange={setQuick}
      value={value}
      onChange={setValue}
    />
  );
}

const meta = {
  title: 'Career/GoalStep',
  component: Example,
  // Signed in on the in-memory API: the quick check's lists and a target's skills come from it.
  loaders: [
    async () => {
      await signInDemo((path, init) => fetch(`${window.location.origin}${path}`, init));
      return {};
    },
  ],
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

const filled: GoalValues = {
  targetRole: 'Engineering Manager',
  targetCareerLevel: 24,
  timeFrame: '2-years',
  motivation: 'Lead a platform team.',
};

export const FromLatestReport: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(
        'From your latest competency report: Senior Backend Engineer',
      ),
    ).toBeInTheDocument();
  },
};

export const Filled: Story = {
  args: { goal: filled },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: /Target role/ })).toHaveValue(
      'Engineering Manager',
    );
    await expect(canvas.getByRole('combobox', { name: 'Target career level' })).toHaveTextContent(
      'Level 24 (High)',
    );
    await expect(canvas.getByRole('combobox', { name: 'Time frame' })).toHaveTextContent('2 years');
    await expect(canvas.getByText('21/500')).toBeInTheDocument();
  },
};

export const TargetBelowCurrent: Story = {
  args: { goal: { ...filled, targetCareerLevel: 17 } },
  play: async ({ canvasElement }) => {
    // Checked by the step's form (core's careerGoalFormSchema) just after the first render.
    await expect(
      await within(canvasElement).findByText(
        'Choose a target above your current career level (20): this evaluation plans a step up.',
      ),
    ).toBeInTheDocument();
  },
};

/** At the top career level: said plainly, no target select. */
export const AtTopLevel: Story = {
  args: { currentLevel: 24 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'You are already at the top career level (24): there is no higher level to aim for.',
    );
  },
};

export const QuickCheck: Story = {
  args: { quickCheck: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Quick job-size check')).toBeInTheDocument();
    await expect(await canvas.findByRole('combobox', { name: /Industry category/ })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: /Job family\/process/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('combobox', { name: /Your function/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /1\. Activities performed/ })).toBeVisible();
  },
};
