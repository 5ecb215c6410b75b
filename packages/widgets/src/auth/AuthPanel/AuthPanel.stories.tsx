import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { AuthPanel } from './AuthPanel';
import { BrandingPanel } from './BrandingPanel';

const meta = { title: 'Account/AuthPanel', component: AuthPanel } satisfies Meta<typeof AuthPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The landing hero; "Sign In to Continue" slides the panel in. */
export const Closed: Story = {};

export const SignIn: Story = { args: { defaultView: 'login' } };

export const SignUp: Story = { args: { defaultView: 'signup' } };

export const ForgotPassword: Story = { args: { defaultView: 'forgot' } };

export const WithoutSignInButton: Story = { args: { showSignInButton: false } };

/** Open, then switch from sign-in to sign-up by the link. */
export const SwitchViews: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In to Continue' }));
    await userEvent.click(canvas.getByRole('link', { name: 'Create New Account' }));
    await expect(
      canvas.getByRole('complementary', { name: 'Create Your Free Account' }),
    ).toBeInTheDocument();
  },
};

/** The branding panel alone. */
export const Branding: Story = {
  render: () => <BrandingPanel showSignInButton onSignIn={() => {}} />,
};

/** A 360 px phone: the panel covers the screen. */
export const Phone: Story = {
  args: { defaultView: 'login' },
  globals: { viewport: { value: 'mobile1' } },
};
