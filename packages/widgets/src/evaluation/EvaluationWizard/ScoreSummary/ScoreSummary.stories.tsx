import type { Meta, StoryObj } from '@storybook/react-vite';
import { workedExample } from '../fixtures';
import { ScoreSummary } from './ScoreSummary';

const meta = {
  title: 'Evaluation/EvaluationWizard/ScoreSummary',
  component: ScoreSummary,
  args: { data: workedExample },
} satisfies Meta<typeof ScoreSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The scoring rules' worked example: 260.59, level 18, low. */
export const WorkedExample: Story = {};
