import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { leaderScore, seniorScore } from './fixtures';
import { ResultSummary } from './ResultSummary';

const meta = {
  title: 'Reports/ResultSummary',
  component: ResultSummary,
  args: { score: seniorScore },
} satisfies Meta<typeof ResultSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('meter')).toHaveAttribute(
      'aria-valuetext',
      'Level 20, Senior professional',
    );
    await expect(canvas.getByText('Experienced professional and manager')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const CompactLeaderDark: Story = {
  args: { score: leaderScore, variant: 'compact' },
  globals: { theme: 'dark' },
};
