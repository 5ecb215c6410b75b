import { MOCK_DEMO_EMAIL } from '@rolescope/server/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectToast, failingPost, networkErrorPost, pendingPost } from '../shared/storyUtils';
import { ForgotPassword } from './ForgotPassword';

/** The page variant unless a story says `panel` (the component's default). */
const meta = {
  title: 'Account/ForgotPassword',
  component: ForgotPassword,
} satisfies Meta<typeof ForgotPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

const send = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Email Address/), MOCK_DEMO_EMAIL);
  await userEvent.click(canvas.getByRole('button', { name: /^Send/ }));
};

export const Page: Story = {};

export const Panel: Story = { args: { variant: 'panel' } };

export const Sent: Story = {
  args: { variant: 'panel' },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expectToast(canvasElement, 'Password reset email sent');
  },
};

export const InvalidEmail: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /^Send/ }));
    await expect(within(canvasElement).getByText('Email is required')).toBeInTheDocument();
  },
};

/** Panel failure: a "Failed to send reset email" toast with the server's message. */
export const PanelFailure: Story = {
  args: { variant: 'panel' },
  parameters: {
    msw: {
      handlers: failingPost('/v1/survey/forgot-password', 503, { message: 'Mail is down' }),
    },
  },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expectToast(canvasElement, 'Failed to send reset email');
  },
};

/** Page failure without an answer: the inline fallback message. */
export const PageFailure: Story = {
  parameters: { msw: { handlers: networkErrorPost('/v1/survey/forgot-password') } },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'An unexpected error occurred. Please try again.',
    );
  },
};

export const Sending: Story = {
  parameters: { msw: { handlers: pendingPost('/v1/survey/forgot-password') } },
  play: async ({ canvasElement }) => {
    await send(canvasElement);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Sending...' }),
    ).toBeInTheDocument();
  },
};
