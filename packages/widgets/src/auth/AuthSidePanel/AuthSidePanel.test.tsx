import { screen, waitFor } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { AuthSidePanel } from './AuthSidePanel';

/** A page with the frame: a hero with an opener, the panel open at load or not. */
function Page({ initiallyOpen = false }: { initiallyOpen?: boolean }) {
  const [open, setOpen] = useState(initiallyOpen);
  const openerRef = useRef<HTMLButtonElement>(null);
  return (
    <AuthSidePanel
      open={open}
      onClose={() => setOpen(false)}
      label="Welcome Back"
      returnFocusRef={openerRef}
      hero={
        <section aria-label="Hero">
          {open ? null : (
            <button ref={openerRef} type="button" onClick={() => setOpen(true)}>
              Sign In to Continue
            </button>
          )}
        </section>
      }
    >
      <label>
        Email Address
        <input />
      </label>
    </AuthSidePanel>
  );
}

/** A page whose opener is outside the frame (a header button, say). */
function WithOutsideOpener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open from the header
      </button>
      <AuthSidePanel
        open={open}
        onClose={() => setOpen(false)}
        label="Welcome Back"
        hero={<p>Hero</p>}
      />
    </>
  );
}

const panel = () => screen.queryByRole('complementary', { name: 'Welcome Back' });

describe('<AuthSidePanel />', () => {
  it('is open at load with its close button; closing shows the opener and focuses it', async () => {
    const { user } = renderWithProviders(<Page initiallyOpen />);
    expect(panel()).toBeInTheDocument();
    await waitFor(() => expect(panel()).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Sign In to Continue' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(panel()).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign In to Continue' })).toHaveFocus(),
    );
  });

  it('opens from the hero, moves focus into the panel and back on Escape', async () => {
    const { user } = renderWithProviders(<Page />);
    expect(panel()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign In to Continue' }));
    await waitFor(() => expect(panel()).toHaveFocus());
    await user.click(screen.getByRole('textbox', { name: 'Email Address' }));
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign In to Continue' })).toHaveFocus(),
    );
  });

  it('returns focus to an opener outside the hero that stays on the page', async () => {
    const { user } = renderWithProviders(<WithOutsideOpener />);
    const opener = screen.getByRole('button', { name: 'Open from the header' });
    await user.click(opener);
    await waitFor(() => expect(panel()).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(panel()).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('leaves Escape to an expanded control in the panel', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(
      <AuthSidePanel open onClose={onClose} label="Welcome Back" hero={null}>
        <button type="button" aria-expanded="true">
          Level
        </button>
      </AuthSidePanel>,
    );
    await user.click(screen.getByRole('button', { name: 'Level' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('keeps what was typed while closed', async () => {
    const { user } = renderWithProviders(<Page initiallyOpen />);
    await user.type(screen.getByRole('textbox', { name: 'Email Address' }), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('textbox', { name: 'Email Address' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign In to Continue' }));
    expect(screen.getByRole('textbox', { name: 'Email Address' })).toHaveValue('ana@example.com');
  });

  it('marks the layout open or closed for its 70/30 split', async () => {
    const { user, container } = renderWithProviders(<Page initiallyOpen />);
    const root = container.querySelector('[data-open]');
    expect(root).toHaveAttribute('data-open', 'true');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(root).toHaveAttribute('data-open', 'false');
  });
});
