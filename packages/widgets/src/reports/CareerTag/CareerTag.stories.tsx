import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CareerTag } from './CareerTag';

const meta = {
  title: 'Reports/CareerTag',
  component: CareerTag,
  args: { report: { reportType: 'career' } },
} satisfies Meta<typeof CareerTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Career: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Career Progression')).toBeInTheDocument();
  },
};
