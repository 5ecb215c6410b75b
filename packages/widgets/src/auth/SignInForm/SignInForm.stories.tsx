import {
  MOCK_ADMIN_EMAIL,
  MOCK_ADMIN_PASSWORD,
  MOCK_DEMO_EMAIL,
  MOCK_DEMO_PASSWORD,
} from '@rolescope/server/mock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { expectToast, networkErrorPost, pendingPost } from '../shared/storyUtils';
import { SignInForm } from './SignInForm';

const meta = {
  title: 'Account/SignInForm',
  component: SignInForm,
} satisfies Meta<typeof SignInForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const fill = async (canvasElement: HTMLElement, email: string, password: string) => {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText(/Email Address/), email);
  await userEvent.type(canvas.getByLabelText(/^Password/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
};

export const Default: Story = {};

/** Every failing rule shown together. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, 'not-an-email', 'abc');
    await expect(within(canvasElement).getByText('Invalid email format')).toBeInTheDocument();
  },
};

/** A wrong password: the server's message inline and in a "Login failed" toast. */
export const WrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await fill(canvasElement, MOCK_DEMO_EMAIL, 'Wrong@12345');
    await expectToast(canvasElement, 'Login failed');
  },
};

/** No answer from the server: "Login failed". */
export const NetworkError: Story = {
  parameters: { msw: { handlers: networkErrorPost('/v1/survey/login') } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD);
    await expectToast(canvasElement, 'Login failed');
  },
};

export const Pending: Story = {
  parameters: { msw: { handlers: pendingPost('/v1/survey/login') } },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD);
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Signing in...' }),
    ).toBeInTheDocument();
  },
};

/** The demo user signs in (session kept for the tab only: Remember me off). */
export const Success: Story = {
  args: { defaultRemember: false, onSignedIn: () => {} },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD);
    await expectToast(canvasElement, 'Login successful');
  },
};

/** The administrator signs in (the default redirect goes to /super-admin after 500 ms). */
export const AdminSuccess: Story = {
  args: { defaultRemember: false },
  play: async ({ canvasElement }) => {
    await fill(canvasElement, MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD);
    await expectToast(canvasElement, 'Login successful');
  },
};
