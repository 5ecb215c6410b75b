import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { BrandingPanel } from '../AuthPanel/BrandingPanel';
import { SignInForm } from '../SignInForm';
import { AuthSidePanel } from './AuthSidePanel';

/** The frame around the sign-in form, open at load, as the demo's /login uses it. */
function SignInPage() {
  const [open, setOpen] = useState(true);
  const signInRef = useRef<HTMLButtonElement>(null);
  return (
    <AuthSidePanel
      open={open}
      onClose={() => setOpen(false)}
      label="Welcome Back"
      returnFocusRef={signInRef}
      hero={
        <BrandingPanel
          showSignInButton={!open}
          onSignIn={() => setOpen(true)}
          signInButtonRef={signInRef}
        />
      }
    >
      <SignInForm onSignedIn={() => {}} />
    </AuthSidePanel>
  );
}

const meta = {
  title: 'Account/AuthSidePanel',
  component: SignInPage,
} satisfies Meta<typeof SignInPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** Closed with its button: the whole hero, Sign In to Continue reopens the panel. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.getByRole('button', { name: 'Sign In to Continue' })).toBeInTheDocument();
  },
};

/** A 360 px phone: the panel covers the screen. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
