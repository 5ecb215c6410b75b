import { act, screen, waitFor } from '@testing-library/react';
import { type ComponentType, createElement } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Button } from '../Button';
import { type LazyPart, lazyPart } from '../LazyView/lazyPart';
import { Dialog } from './Dialog';
import { DialogPanel, type DialogPanelProps } from './DialogPanel';

/**
 * The dialog's open part as on a page's first opening: not loaded yet, its code arriving when
 * the test says (the setup loads every part before the tests, so this part is made per test).
 */
const part = vi.hoisted(() => ({
  current: undefined as undefined | LazyPart<DialogPanelProps>,
}));

vi.mock('./lazyDialogPanel', () => {
  const LazyDialogPanel = (props: DialogPanelProps) =>
    createElement(part.current as ComponentType<DialogPanelProps>, props);
  return { LazyDialogPanel, preloadDialog: () => part.current?.preload().catch(() => {}) };
});

let loads = 0;
let arrive: () => void = () => {};

beforeEach(() => {
  loads = 0;
  const code = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  part.current = lazyPart<DialogPanelProps>(async () => {
    loads += 1;
    await code;
    return DialogPanel;
  });
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
    await act(async () => arrive());
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
    expect(loads).toBe(1);
    await act(async () => arrive());
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('closes with its × button and on an outside press once loaded', async () => {
    const { user } = renderTerms();
    const opener = screen.getByRole('button', { name: 'Open terms' });
    await user.click(opener);
    await act(async () => arrive());
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
    await act(async () => arrive());
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
    await act(async () => arrive());
    expect(await screen.findByRole('dialog', { name: 'Terms' })).toBeInTheDocument();
  });
});
