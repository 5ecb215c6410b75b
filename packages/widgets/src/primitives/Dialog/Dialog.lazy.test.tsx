import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type HeldPart, heldPart } from '../../test/heldPart';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { DialogPanel } from './DialogPanel';

// The dialog's open part as on a page's first opening, held back per test (test/heldPart.ts).
const part = vi.hoisted(() => ({ held: undefined as unknown as HeldPart }));
vi.mock('./lazyDialogPanel', () => ({
  get LazyDialogPanel() {
    return part.held.part;
  },
  preloadDialog: () => part.held.part.preload().catch(() => {}),
}));
let arrive: () => Promise<void>;
beforeEach(() => {
  part.held = heldPart(DialogPanel);
  arrive = part.held.release;
});

const renderTerms = (dismissable = true) =>
  renderWithProviders(
    <Dialog
      title="Terms"
      dismissable={dismissable}
      trigger={<Button>Open terms</Button>}
      footer={<Button>Accept</Button>}
    >
      <p>Text</p>
    </Dialog>,
  );

describe('<Dialog /> before its open part has loaded', () => {
  it('shows a loading status on the first opening, then the dialog with focus inside', async () => {
    const { user } = renderTerms();
    const opener = screen.getByRole('button', { name: 'Open terms' });
    expect(opener).toHaveAttribute('aria-haspopup', 'dialog');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await arrive();
    const dialog = await screen.findByRole('dialog', { name: 'Terms' });
    expect(opener).toHaveAttribute('aria-controls', dialog.id);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('starts loading on the trigger hover, and opens at once when the code has arrived', async () => {
    const { user } = renderTerms();
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.hover(opener);
    expect(part.held.load).toHaveBeenCalledTimes(1);
    await arrive();
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(part.held.load).toHaveBeenCalledTimes(1);
  });

  it('closes with its × button and on an outside press once loaded', async () => {
    const { user } = renderTerms();
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.click(opener);
    await arrive();
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Terms' });
    await user.click(dialog.parentElement as HTMLElement);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels the opening with Escape while its code loads: the dialog does not show when it arrives', async () => {
    const { user } = renderTerms();
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.click(opener);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await arrive();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('cancels the opening on a press on the overlay while loading, unless not dismissable', async () => {
    const first = renderTerms();
    await first.user.click(screen.getByRole('button', { name: 'Open terms' }));
    await first.user.click(screen.getByRole('status').parentElement as HTMLElement);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();

    const second = renderTerms(false);
    await second.user.click(screen.getByRole('button', { name: 'Open terms' }));
    await second.user.click(screen.getByRole('status').parentElement as HTMLElement);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await arrive();
    expect(await screen.findByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
  });
});
