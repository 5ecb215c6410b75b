import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  args: { title: 'Log Out' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

function LogOutExample() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      dismissable={false}
      role="alertdialog"
      size="sm"
      title="Log Out"
      description="Are you sure you want to log out of your account?"
      trigger={<Button variant="secondary">Sign Out</Button>}
      footer={
        <>
          <Button variant="secondary" onClick={() => setOpen(false)}>
            No
          </Button>
          <Button onClick={() => setOpen(false)}>Yes</Button>
        </>
      }
    />
  );
}

/** The user menu's confirmation: not dismissable by an outside click. */
export const Confirmation: Story = {
  render: () => <LogOutExample />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('alertdialog', { name: 'Log Out' })).toBeInTheDocument();
  },
};

export const WithContent: Story = {
  args: {
    defaultOpen: true,
    title: 'Terms and Privacy Policy',
    size: 'md',
    children: (
      <div>
        <h3>Terms of Service</h3>
        <p>Use the product for lawful professional development only.</p>
        <h3>Privacy Policy</h3>
        <p>We keep your answers to produce your reports and nothing else.</p>
        <h3>Contact Info</h3>
        <p>support@rolescope.example</p>
      </div>
    ),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button>Accept & Continue</Button>
      </>
    ),
  },
};

export const Closed: Story = {
  args: { title: 'Terms', trigger: <Button>Open dialog</Button>, children: <p>Text</p> },
};
