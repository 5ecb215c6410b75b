import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CareerGapChart } from './CareerGapChart';

const meta = {
  title: 'Reports/Charts/CareerGapChart',
  component: CareerGapChart,
  args: {
    items: [
      { name: 'Programming', current: 4, target: 4 },
      { name: 'Stakeholder Management', current: 2, target: 4 },
      { name: 'Strategic Planning', current: 1, target: 5 },
    ],
  },
} satisfies Meta<typeof CareerGapChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('img', { name: 'Current and target levels' })).toBeInTheDocument();
  await expect(
    canvas.getByRole('table', { name: 'Current and target levels' }),
  ).toBeInTheDocument();
};

export const Light: Story = { globals: { theme: 'light' }, play };

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await play(context);
    await expect(context.canvasElement.querySelector('[data-rolescope]')).toHaveAttribute(
      'data-theme',
      'dark',
    );
  },
};
