import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Button } from '../Button';
import { Dialog } from './Dialog';

function LogoutExample({ dismissable = true }: { dismissable?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Sign Out</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        dismissable={dismissable}
        title="Log Out"
        description="Are you sure you want to log out of your account?"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              No
            </Button>
            <Button onClick={() => setOpen(false)}>Yes</Button>
          </>
        }
      />
    </>
  );
}

describe('<Dialog />', () => {
  it('is a modal named by its title and described by its description', async () => {
    const { user } = renderWithProviders(<LogoutExample />);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Out' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to log out of your account?');
  });

  it('moves focus inside, traps Tab and returns focus on close', async () => {
    const { user } = renderWithProviders(<LogoutExample />);
    const opener = screen.getByRole('button', { name: 'Sign Out' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Log Out' });
    const no = screen.getByRole('button', { name: 'No' });
    const yes = screen.getByRole('button', { name: 'Yes' });
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(no).toHaveFocus());
    await user.tab();
    expect(yes).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    // Past the last control, floating-ui's focus guard sends focus back to the first.
    await user.tab();
    await waitFor(() => expect(no).toHaveFocus());
    await user.tab({ shift: true });
    await waitFor(() => expect(close).toHaveFocus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.click(yes);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with Escape', async () => {
    const { user } = renderWithProviders(<LogoutExample dismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await screen.findByRole('dialog', { name: 'Log Out' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on an outside click only when dismissable', async () => {
    const { user, rerender } = renderWithProviders(<LogoutExample dismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log Out' });
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.getByRole('dialog', { name: 'Log Out' })).toBeInTheDocument();
    rerender(<p>gone</p>);
  });

  it('closes on an outside click by default', async () => {
    const onOpenChange = vi.fn();
    const { user } = renderWithProviders(
      <Dialog defaultOpen title="Terms" onOpenChange={onOpenChange}>
        <p>Text</p>
      </Dialog>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Terms' });
    await user.click(dialog.parentElement as HTMLElement);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens from a trigger element', async () => {
    const { user } = renderWithProviders(
      <Dialog title="Terms" trigger={<Button>Open terms</Button>}>
        <p>Text</p>
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Open terms' }));
    expect(await screen.findByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
  });
});
