import type { Meta, StoryObj } from '@storybook/react-vite';
import { StepHeader } from './StepHeader';

const meta = {
  title: 'Wizard/StepHeader',
  component: StepHeader,
  args: { step: 1, total: 5, title: 'Role Details', complete: false },
} satisfies Meta<typeof StepHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotCompleted: Story = {};
export const Completed: Story = {
  args: { step: 3, title: 'Roles & Responsibilities', complete: true },
};
