import type { User } from '@rolescope/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { useSession } from '../../session/useSession';
import { page } from '../shared/storyUtils';
import { ProfileDialog } from './ProfileDialog';

const storyUser: User = {
  _id: 'story-user',
  email: 'asha@rolescope.app',
  mobile: '9876543210',
  designation: 'Engineering Manager',
  level: 'Senior',
  functionDepartment: 'Engineering',
  role: 'user',
  name: 'Asha Sharma',
};

/** Signs the story's user in for this tab (sessionStorage), then opens the dialog. */
function SignedIn(props: Parameters<typeof ProfileDialog>[0]) {
  const { signIn } = useSession();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    signIn({ token: 'story-token', user: storyUser }, { remember: false });
    setReady(true);
  }, [signIn]);
  return ready ? <ProfileDialog {...props} /> : null;
}

const meta = {
  title: 'Account/ProfileDialog',
  component: ProfileDialog,
  args: { open: true, onOpenChange: () => {} },
  render: (args) => <SignedIn {...args} />,
} satisfies Meta<typeof ProfileDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** A name over 100 characters: the field's message. */
export const TooLong: Story = {
  play: async ({ canvasElement }) => {
    const field = await page(canvasElement).findByRole('textbox', { name: 'Full Name' });
    await userEvent.clear(field);
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(page(canvasElement).getByRole('button', { name: 'Save' }));
    await expect(
      await page(canvasElement).findByText('Full name must be at most 100 characters'),
    ).toBeInTheDocument();
  },
};
