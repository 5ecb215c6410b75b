import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ConfirmDialog } from './ConfirmDialog';

const renderConfirm = (props: { destructive?: boolean; pending?: boolean } = {}) => {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  const utils = renderWithProviders(
    <ConfirmDialog
      open
      onOpenChange={onOpenChange}
      title="Delete Draft"
      description="This cannot be undone."
      cancelLabel="Cancel"
      confirmLabel="Delete"
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { ...utils, onOpenChange, onConfirm };
};

describe('<ConfirmDialog />', () => {
  it('is an alertdialog named by its title and described by its description', async () => {
    renderConfirm();
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Draft' });
    expect(dialog).toHaveAccessibleDescription('This cannot be undone.');
  });

  it('closes on Cancel and confirms on the confirm button', async () => {
    const { user, onOpenChange, onConfirm } = renderConfirm({ destructive: true });
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
