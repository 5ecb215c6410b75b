import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { JoinOrganization } from './JoinOrganization';

const meta = {
  title: 'Pages/JoinOrganization',
  component: JoinOrganization,
  args: { token: 'rs_inv_story-token' },
} satisfies Meta<typeof JoinOrganization>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed out: the invitation's hero beside the sign-in panel. */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'You are invited to join your organisation' }),
    ).toBeInTheDocument();
  },
};

/** A link without its token. */
export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This invitation link is not valid');
  },
};
