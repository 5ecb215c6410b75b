import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pendingPost } from '../shared/storyUtils';
import { ResetPassword } from './ResetPassword';

const meta = {
  title: 'Account/ResetPassword',
  component: ResetPassword,
  args: { token: 'token-from-the-reset-link' },
} satisfies Meta<typeof ResetPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = async (canvasElement: HTMLElement, password: string, confirm: string) => {
  const canvas = within(canvasElement);
  if (password) await userEvent.type(canvas.getByLabelText(/^New Password/), password);
  if (confirm) await userEvent.type(canvas.getByLabelText(/^Confirm Password/), confirm);
  await userEvent.click(canvas.getByRole('button', { name: 'Change Password' }));
};

export const Default: Story = {};

export const Mismatch: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'Brand@New123', 'Other@New123');
    await expect(within(canvasElement).getByText('Passwords do not match')).toBeInTheDocument();
  },
};

/** An unknown or expired token: the server's message inline. */
export const InvalidLink: Story = {
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'Brand@New123', 'Brand@New123');
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Reset link is invalid or has expired',
    );
  },
};

export const Changing: Story = {
  parameters: { msw: { handlers: pendingPost('/v1/survey/reset-password') } },
  play: async ({ canvasElement }) => {
    await submit(canvasElement, 'Brand@New123', 'Brand@New123');
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Changing...' }),
    ).toBeInTheDocument();
  },
};

export const MissingToken: Story = { args: { token: null } };
