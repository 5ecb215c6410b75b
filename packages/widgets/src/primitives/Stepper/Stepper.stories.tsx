import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stepper } from './Stepper';

const meta = {
  title: 'Primitives/Stepper',
  component: Stepper,
  args: {
    label: 'Evaluation Steps',
    steps: [
      { label: 'Role Details', status: 'completed' },
      { label: 'Organization Details', status: 'completed' },
      { label: 'Roles & Responsibilities', status: 'current' },
      { label: 'Roles Effectiveness', status: 'pending' },
      { label: 'Roles Impact', status: 'pending' },
    ],
  },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};

export const AllPending: Story = {
  args: {
    steps: [
      { label: 'Career Goal Setting', status: 'current' },
      { label: 'Skill Assessment', status: 'pending' },
    ],
  },
};
