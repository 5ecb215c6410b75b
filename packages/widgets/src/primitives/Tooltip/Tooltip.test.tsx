import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Button } from '../Button';
import { TOOLTIP_DELAY_MS, Tooltip } from './Tooltip';

afterEach(() => {
  vi.useRealTimers();
});

describe('<Tooltip />', () => {
  it('opens on hover after 700 ms by default', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    vi.useFakeTimers();
    renderWithProviders(
      <Tooltip content="Full role text">
        <Button>Role</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Role' });
    fireEvent.pointerEnter(button);
    fireEvent.mouseEnter(button);
    fireEvent.mouseMove(button);
    act(() => vi.advanceTimersByTime(650));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Full role text');
  });

  it('opens on focus, describes its trigger and closes with Escape', async () => {
    const { user } = renderWithProviders(
      <Tooltip content="Full role text" delay={300}>
        <Button>Role</Button>
      </Tooltip>,
    );
    await user.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Role' })).toHaveAccessibleDescription(
      'Full role text',
    );
    expect(tooltip).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('closes when the pointer leaves, and a hover cut short never opens', () => {
    vi.useFakeTimers();
    renderWithProviders(
      <Tooltip content="Full role text">
        <Button>Role</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Role' });
    fireEvent.pointerEnter(button);
    fireEvent.pointerLeave(button);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.pointerEnter(button);
    act(() => vi.advanceTimersByTime(700));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.pointerLeave(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("keeps the child's own handlers and closes when focus moves on", async () => {
    const onFocus = vi.fn();
    const { user } = renderWithProviders(
      <>
        <Tooltip content="Full role text">
          <Button onFocus={onFocus}>Role</Button>
        </Tooltip>
        <Button>Next</Button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab({ shift: true });
    expect(onFocus).toHaveBeenCalledTimes(2);
  });

  it('shows an open tooltip at once, describing its trigger', () => {
    renderWithProviders(
      <Tooltip content="Opens the help centre" defaultOpen>
        <Button>Help</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Opens the help centre');
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAccessibleDescription(
      'Opens the help centre',
    );
  });
});
