import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SubmitConfirmation } from './SubmitConfirmation';

function Example(props: { onConfirm: () => void; pending?: boolean }) {
  const [open, setOpen] = useState(!props.pending);
  return (
    <SubmitConfirmation
      open={open}
      onOpenChange={setOpen}
      onConfirm={props.onConfirm}
      pending={props.pending ?? false}
    />
  );
}

const meta = {
  title: 'Evaluation/SubmitConfirmation',
  component: Example,
  args: { onConfirm: fn() },
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Asking: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Submit Survey' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
  },
};

export const Submitting: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Submitting your report...',
    );
  },
};
