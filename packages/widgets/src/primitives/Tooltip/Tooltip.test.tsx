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
});
