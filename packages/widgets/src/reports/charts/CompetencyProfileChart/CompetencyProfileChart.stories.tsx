import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CompetencyProfileChart } from './CompetencyProfileChart';

const meta = {
  title: 'Reports/Charts/CompetencyProfileChart',
  component: CompetencyProfileChart,
  args: {
    items: [
      { name: 'Programming', chosen: 3, recommended: 4 },
      { name: 'Stakeholder Management', chosen: 2, recommended: 2 },
      { name: 'Data Analysis', chosen: 5, recommended: 3 },
      {
        name: 'Regulatory compliance across international programmes, vendors and partner networks',
        chosen: 1,
        recommended: 3,
      },
    ],
  },
} satisfies Meta<typeof CompetencyProfileChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('img', { name: 'Competency profile' })).toBeInTheDocument();
  await expect(canvas.getByRole('table', { name: 'Competency profile' })).toBeInTheDocument();
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
