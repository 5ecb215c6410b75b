import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ScoreCompositionChart } from './ScoreCompositionChart';

const meta = {
  title: 'Reports/Charts/ScoreCompositionChart',
  component: ScoreCompositionChart,
  args: { roleAndResponsibilities: 212, roleEffectiveness: 81.25, rolesImpact: 120 },
} satisfies Meta<typeof ScoreCompositionChart>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('img', { name: 'Score composition' })).toBeInTheDocument();
  await expect(canvas.getByRole('table', { name: 'Score composition' })).toBeInTheDocument();
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

/** The extremes: every part at its range's maximum, then at its minimum. */
export const AtTheEnds: Story = {
  args: { roleAndResponsibilities: 412, roleEffectiveness: 260, rolesImpact: 320 },
  play,
};
