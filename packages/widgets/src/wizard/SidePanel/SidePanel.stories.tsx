import type { Meta, StoryObj } from '@storybook/react-vite';
import { SidePanel } from './SidePanel';

const meta = {
  title: 'Wizard/SidePanel',
  component: SidePanel,
  args: {
    steps: [
      'Role Details',
      'Organization Details',
      'Roles & Responsibilities',
      'Roles Effectiveness',
      'Roles Impact',
    ],
    current: 3,
    completed: [true, true, false, false, false],
  },
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {};
export const Start: Story = {
  args: { current: 1, completed: [false, false, false, false, false] },
};
export const AllComplete: Story = {
  args: { current: 5, completed: [true, true, true, true, true] },
};
