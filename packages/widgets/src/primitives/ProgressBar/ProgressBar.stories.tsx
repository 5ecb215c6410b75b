import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Step 2 of 5', value: 2, min: 0, max: 5 },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TwoOfFive: Story = {};
export const Empty: Story = { args: { value: 0, label: 'Not started' } };
export const Full: Story = { args: { value: 5, label: 'Step 5 of 5' } };
