import { createApiClient } from '@rolescope/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RolescopeProvider } from '../../provider/RolescopeProvider';
import { renderWithProviders, TEST_API_BASE } from '../../test/renderWithProviders';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { useToast } from './context';

function Trigger({ duration }: { duration?: number }) {
  const { toast } = useToast();
  return (
    <>
      <Button
        onClick={() =>
          toast({ title: 'Login successful', description: 'Redirecting...', duration })
        }
      >
        Notify
      </Button>
      <Button
        onClick={() =>
          toast({ title: 'Login failed', description: 'An error occurred', variant: 'destructive' })
        }
      >
        Fail
      </Button>
    </>
  );
}

function Many() {
  const { toast } = useToast();
  const showFour = () => {
    for (const n of ['1', '2', '3', '4']) toast({ title: `Toast ${n}` });
  };
  return <Button onClick={showFour}>Many</Button>;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('<Toast />', () => {
  it('shows a toast in the notifications region and closes it with its button', async () => {
    const { user } = renderWithProviders(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    expect(region).toContainElement(screen.getByRole('status'));
    expect(screen.getByRole('status')).toHaveTextContent('Login successfulRedirecting...');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('announces a destructive toast as an alert', async () => {
    const { user } = renderWithProviders(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
  });

  it('dismisses itself after its duration, waiting while hovered', () => {
    vi.useFakeTimers();
    renderWithProviders(<Trigger duration={3000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toBeInTheDocument();
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the newest toast first and a repeated toast once, its timer started again', () => {
    vi.useFakeTimers();
    renderWithProviders(<Trigger duration={3000} />);
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => vi.advanceTimersByTime(2000));
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    expect(screen.getAllByRole('status')).toHaveLength(1);
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    const shown = Array.from(region.children, (el) => el.textContent);
    expect(shown).toEqual(['Login failedAn error occurred', 'Login successfulRedirecting...']);
  });

  it('keeps a destructive toast until it is closed; a success toast goes after 5 s', () => {
    vi.useFakeTimers();
    renderWithProviders(<Trigger />);
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows at most three toasts, the oldest going first', () => {
    renderWithProviders(<Many />);
    fireEvent.click(screen.getByRole('button', { name: 'Many' }));
    expect(screen.getAllByRole('status').map((el) => el.textContent)).toEqual([
      'Toast 4',
      'Toast 3',
      'Toast 2',
    ]);
  });

  it('dismisses the error toasts, and only them, when the host location changes', () => {
    const client = createApiClient({ baseUrl: TEST_API_BASE });
    const at = (locationKey: string) => (
      <RolescopeProvider client={client} locationKey={locationKey}>
        <Trigger />
      </RolescopeProvider>
    );
    const { rerender } = render(at('/reports-history'));
    fireEvent.click(screen.getByRole('button', { name: 'Fail' }));
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    rerender(at('/reports-history'));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(at('/competency-evaluation'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Login successful');
  });

  it('stays perceivable while a modal dialog is open (a save failing in the level picker)', async () => {
    const { user } = renderWithProviders(
      <Dialog open title="Competency Assessment">
        <Trigger />
      </Dialog>,
    );
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    expect(region.closest('[aria-hidden="true"]')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
  });

  it('focuses the region with Alt+T', async () => {
    const { user } = renderWithProviders(<Trigger />);
    await user.click(screen.getByRole('button', { name: 'Notify' }));
    await user.keyboard('{Alt>}t{/Alt}');
    expect(screen.getByRole('region', { name: 'Notifications (Alt+T)' })).toHaveFocus();
  });

  it('throws outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger />)).toThrow('useToast must be used inside <RolescopeProvider>');
  });
});
