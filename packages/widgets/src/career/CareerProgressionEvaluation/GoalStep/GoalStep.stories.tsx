import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { type CareerBaseline, emptyGoal, type GoalValues } from '../careerModel';
import { GoalStep, type QuickCheckValues } from './GoalStep';

const fromReport: CareerBaseline = {
  source: 'report',
  careerLevel: 20,
  category: 'medium',
  industryCategory: 'technology',
  functions: [],
  role: 'Senior Backend Engineer',
};

function Example({
  quickCheck = false,
  goal = emptyGoal,
}: {
  quickCheck?: boolean;
  goal?: GoalValues;
}) {
  const [value, setValue] = useState<GoalValues>(goal);
  const [quick, setQuick] = useState<QuickCheckValues>({ industryCategory: '', answers: {} });
  return (
    <GoalStep
      baseline={quickCheck ? null : fromReport}
      quickCheck={quickCheck}
      quickCheckValues={quick}
      onQuickCheckChange={setQuick}
      value={value}
      onChange={setValue}
    />
  );
}

const meta = { title: 'Career/GoalStep', component: Example } satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

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
  args: {
    goal: {
      targetRole: 'Engineering Manager',
      targetCareerLevel: 24,
      timeFrame: '2-years',
      motivation: 'Lead a platform team.',
    },
  },
};
export const QuickCheck: Story = { args: { quickCheck: true } };
