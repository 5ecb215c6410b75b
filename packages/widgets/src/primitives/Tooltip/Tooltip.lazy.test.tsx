import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HeldPart, heldPart } from '../../test/heldPart';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';
import { TooltipBubble } from './TooltipBubble';

// The part, held back per test (test/heldPart.ts).
const part = vi.hoisted(() => ({ held: undefined as unknown as HeldPart }));
vi.mock('./lazyBubble', () => ({
  get LazyTooltipBubble() {
    return part.held.part;
  },
}));
let load: () => Promise<void>;
beforeEach(() => {
  part.held = heldPart(TooltipBubble);
  load = part.held.release;
});
afterEach(() => {
  vi.useRealTimers();
});

const renderTooltip = () =>
  renderWithProviders(
    <Tooltip content="Full role text" delay={700}>
      <Button>Role</Button>
    </Tooltip>,
  );

const hoverStart = (element: HTMLElement) => {
  fireEvent.pointerEnter(element);
  fireEvent.mouseEnter(element);
};

describe('<Tooltip /> before its bubble has loaded', () => {
  it('loads nothing until the trigger is hovered or focused', () => {
    renderTooltip();
    expect(part.held.load).toHaveBeenCalledTimes(0);
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'Role' }));
    expect(part.held.load).toHaveBeenCalledTimes(1);
  });

  it('opens a hover that began before the load after the rest of the delay, on the same trigger', async () => {
    vi.useFakeTimers();
    renderTooltip();
    const button = screen.getByRole('button', { name: 'Role' });
    hoverStart(button);
    act(() => vi.advanceTimersByTime(300));
    await load();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(350));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Full role text');
    expect(screen.getByRole('button', { name: 'Role' })).toBe(button);
    expect(button).toHaveAccessibleDescription('Full role text');
    // Floating UI has taken over: the pointer leaving closes it.
    fireEvent.pointerLeave(button);
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens at once on a load that comes after the delay', async () => {
    vi.useFakeTimers();
    renderTooltip();
    hoverStart(screen.getByRole('button', { name: 'Role' }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await load();
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Full role text');
  });

  it('does not open when the pointer left before the load', async () => {
    vi.useFakeTimers();
    renderTooltip();
    const button = screen.getByRole('button', { name: 'Role' });
    hoverStart(button);
    fireEvent.pointerLeave(button);
    fireEvent.mouseLeave(button);
    await load();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('opens a focus that came before the load at once, keeping focus on the trigger', async () => {
    const { user } = renderTooltip();
    await user.tab();
    const button = screen.getByRole('button', { name: 'Role' });
    expect(button).not.toHaveAttribute('aria-describedby');
    await load();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Full role text');
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('Full role text');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('does not open when focus moved on before the load', async () => {
    const { user } = renderWithProviders(
      <>
        <Tooltip content="Full role text">
          <Button>Role</Button>
        </Tooltip>
        <Button>Next</Button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await load();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it("keeps the child's own handlers, before and after the load", async () => {
    const onFocus = vi.fn();
    const { user } = renderWithProviders(
      <Tooltip content="Full role text">
        <Button onFocus={onFocus}>Role</Button>
      </Tooltip>,
    );
    await user.tab();
    await load();
    await user.tab();
    await user.tab({ shift: true });
    expect(onFocus).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('loads and shows an open tooltip, described once the bubble is there', async () => {
    renderWithProviders(
      <Tooltip content="Opens the help centre" defaultOpen>
        <Button>Help</Button>
      </Tooltip>,
    );
    const button = screen.getByRole('button', { name: 'Help' });
    expect(part.held.load).toHaveBeenCalledTimes(1);
    expect(button).not.toHaveAttribute('aria-describedby');
    await load();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Opens the help centre');
    expect(button).toHaveAccessibleDescription('Opens the help centre');
  });
});
