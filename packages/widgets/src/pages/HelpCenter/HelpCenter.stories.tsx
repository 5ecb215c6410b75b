import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { HelpCenter } from './HelpCenter';

const meta = {
  title: 'Pages/HelpCenter',
  component: HelpCenter,
  args: { onBack: () => {}, onContactSent: () => {} },
} satisfies Meta<typeof HelpCenter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The first FAQ answer open. */
export const FaqOpen: Story = {
  play: async ({ canvas }) => {
    const question = canvas.getByRole('button', { name: 'How do I start an evaluation?' });
    await userEvent.click(question);
    await expect(question).toHaveAttribute('aria-expanded', 'true');
  },
};

/** Sending with empty fields shows every required message. */
export const ContactErrors: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Message' }));
    await expect(canvas.getByText('Name is required')).toBeInTheDocument();
  },
};
