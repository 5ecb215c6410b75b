import type { User } from '@rolescope/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { useSession } from '../../session/useSession';
import { page } from '../shared/storyUtils';
import { UserMenu } from './UserMenu';

const storyUser: User = {
  _id: 'story-user',
  email: 'demo@rolescope.app',
  mobile: '9876543210',
  designation: 'Engineering Manager',
  level: 'Senior',
  functionDepartment: 'Engineering',
  role: 'user',
  name: 'Demo User',
};

/** Signs the story's user in for this tab (sessionStorage), then shows the menu. */
function SignedIn(props: Parameters<typeof UserMenu>[0]) {
  const { signIn } = useSession();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    signIn({ token: 'story-token', user: storyUser }, { remember: false });
    setReady(true);
  }, [signIn]);
  return ready ? <UserMenu {...props} /> : null;
}

const meta = {
  title: 'Account/UserMenu',
  component: UserMenu,
  args: { onSignedOut: () => {}, onViewHistory: () => {} },
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nobody signed in: the avatar shows U. */
export const SignedOut: Story = {};

export const Closed: Story = { render: (args) => <SignedIn {...args} /> };

export const Open: Story = {
  render: (args) => <SignedIn {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Account menu$/ }),
    );
    await expect(
      await page(canvasElement).findByRole('dialog', { name: 'Demo User' }),
    ).toBeInTheDocument();
  },
};

/** The Log Out confirmation (an outside click does not dismiss it). */
export const LogOutConfirmation: Story = {
  render: (args) => <SignedIn {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(
      await within(canvasElement).findByRole('button', { name: /Account menu$/ }),
    );
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Sign Out' }));
    await expect(
      await page(canvasElement).findByRole('alertdialog', { name: 'Log Out' }),
    ).toBeInTheDocument();
  },
};
