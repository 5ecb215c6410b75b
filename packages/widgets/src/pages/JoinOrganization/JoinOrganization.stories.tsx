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

/** A link whose token the server does not know. */
export const UnknownLink: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'This invitation link is not valid',
    );
  },
};

/** A link without its token. */
export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This invitation link is not valid');
  },
};
