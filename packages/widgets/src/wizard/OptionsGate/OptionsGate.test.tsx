import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { OptionsGate } from './OptionsGate';
import { queryGate } from './queryGate';

const select = <button type="button">The select</button>;

describe('<OptionsGate />', () => {
  it('stands in for the select with a busy group and a visible loading status', () => {
    renderWithProviders(
      <OptionsGate label="Industry Category" required pending>
        {select}
      </OptionsGate>,
    );
    const group = screen.getByRole('group', { name: 'Industry Category' });
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(within(group).getByRole('status')).toHaveTextContent('Loading options…');
    expect(screen.getByText('Loading options…')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'The select' })).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry when loading failed', async () => {
    const onRetry = vi.fn();
    const { user } = renderWithProviders(
      <OptionsGate label="Function" pending={false} failed onRetry={onRetry}>
        {select}
      </OptionsGate>,
    );
    const group = screen.getByRole('group', { name: 'Function' });
    expect(group).not.toHaveAttribute('aria-busy');
    expect(within(group).getByRole('alert')).toHaveTextContent('Could not load the options.');
    await user.click(within(group).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the select once its options are there', () => {
    renderWithProviders(
      <OptionsGate label="Function" pending={false}>
        {select}
      </OptionsGate>,
    );
    expect(screen.getByRole('button', { name: 'The select' })).toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });
});

describe('queryGate', () => {
  const query = { isLoading: false, isError: false, data: undefined, refetch: vi.fn() };
  it('is pending on the first load only, failed only with nothing to show', () => {
    expect(queryGate({ ...query, isLoading: true })).toMatchObject({
      pending: true,
      failed: false,
    });
    expect(queryGate({ ...query, isError: true })).toMatchObject({ failed: true });
    // a failed refetch keeps the options it has
    expect(queryGate({ ...query, isError: true, data: [] })).toMatchObject({ failed: false });
    queryGate(query).onRetry();
    expect(query.refetch).toHaveBeenCalled();
  });
});
