import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Button } from '../Button';
import { TOOLTIP_DELAY_MS, Tooltip } from './Tooltip';
import { placeBubble } from './TooltipBubble';

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

  it("does not open when the pointer leaves before the delay, and keeps the child's handlers", () => {
    vi.useFakeTimers();
    const onPointerLeave = vi.fn();
    renderWithProviders(
      <Tooltip content="Full role text">
        <Button onPointerLeave={onPointerLeave}>Role</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Role' });
    fireEvent.pointerEnter(button);
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerLeave(button);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(onPointerLeave).toHaveBeenCalledOnce();
  });

  it('closes when focus moves on', async () => {
    const { user } = renderWithProviders(
      <>
        <Tooltip content="Full role text">
          <Button>Role</Button>
        </Tooltip>
        <Button>Next</Button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Role' })).not.toHaveAttribute('aria-describedby');
  });

  it('places the bubble on its side, else on the other one, inside the viewport', () => {
    const rect = (left: number, top: number, width: number, height: number) =>
      new DOMRect(left, top, width, height);
    const bubble = rect(0, 0, 200, 30);
    expect(placeBubble(rect(400, 300, 100, 20), bubble, 'top')).toEqual({
      side: 'top',
      top: 264,
      left: 350,
    });
    expect(placeBubble(rect(0, 10, 100, 20), bubble, 'top')).toEqual({
      side: 'bottom',
      top: 36,
      left: 8,
    });
    renderWithProviders(
      <Tooltip content="Opens the help centre" defaultOpen placement="bottom">
        <Button>Help</Button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveAttribute('data-side', 'bottom');
    expect(screen.getByRole('button', { name: 'Help' })).toHaveAccessibleDescription(
      'Opens the help centre',
    );
  });
});
