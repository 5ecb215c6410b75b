import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { RolescopeProvider } from '../../provider/RolescopeProvider';
import type { ColorSchemePreference } from '../colorScheme';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';

/** A matchMedia whose `prefers-color-scheme: dark` answer the test flips. */
const fakeSystem = (dark: boolean) => {
  const listeners = new Set<() => void>();
  const state = { dark };
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    get matches() {
      return query.includes('dark') ? state.dark : false;
    },
    media: query,
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
  })) as unknown as typeof window.matchMedia;
  return {
    set(next: boolean) {
      state.dark = next;
      for (const fn of listeners) fn();
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
};

let system: ReturnType<typeof fakeSystem> | undefined;
afterEach(() => {
  system?.restore();
  system = undefined;
});

function Host({ initial, onChange }: { initial: ColorSchemePreference; onChange?: () => void }) {
  const [scheme, setScheme] = useState(initial);
  return (
    <RolescopeProvider
      colorScheme={scheme}
      onColorSchemeChange={(next) => {
        onChange?.();
        setScheme(next);
      }}
    >
      <ColorSchemeSwitch />
    </RolescopeProvider>
  );
}

const root = (container: HTMLElement) => container.querySelector('[data-rolescope]') as HTMLElement;

describe('<ColorSchemeSwitch /> and the provider’s colorScheme', () => {
  it('is a Theme radio group: Light, Dark, System; the choice sets the provider’s scheme', async () => {
    system = fakeSystem(false);
    const user = userEvent.setup();
    const { container } = render(<Host initial="system" />);
    const group = screen.getByRole('group', { name: 'Theme' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(root(container)).toHaveAttribute('data-theme', 'light');

    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(root(container)).toHaveAttribute('data-theme', 'dark');

    // Arrow keys move between the choices (native radios).
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: 'Light' })).toBeChecked();
    expect(root(container)).toHaveAttribute('data-theme', 'light');
  });

  it('System follows prefers-color-scheme live', () => {
    system = fakeSystem(true);
    const { container } = render(<Host initial="system" />);
    expect(root(container)).toHaveAttribute('data-theme', 'dark');
    act(() => system?.set(false));
    expect(root(container)).toHaveAttribute('data-theme', 'light');
    act(() => system?.set(true));
    expect(root(container)).toHaveAttribute('data-theme', 'dark');
  });

  it('a fixed choice ignores the system', () => {
    system = fakeSystem(true);
    const { container } = render(<Host initial="light" />);
    expect(root(container)).toHaveAttribute('data-theme', 'light');
  });

  it('renders nothing when the host does not let widgets change the scheme', () => {
    render(
      <RolescopeProvider colorScheme="dark">
        <ColorSchemeSwitch />
      </RolescopeProvider>,
    );
    expect(screen.queryByRole('group', { name: 'Theme' })).toBeNull();
  });
});
