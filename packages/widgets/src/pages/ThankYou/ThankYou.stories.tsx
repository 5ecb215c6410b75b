import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ThankYou } from './ThankYou';

const meta = {
  title: 'Pages/ThankYou',
  component: ThankYou,
  args: { onLoggedOut: () => {}, onGoToDashboard: () => {} },
} satisfies Meta<typeof ThankYou>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a submission: the thanks and the 10-second logout countdown. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Thank You!' })).toBeInTheDocument();
  },
};
