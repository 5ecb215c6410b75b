import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Button } from '../Button';
import { ListState } from './ListState';

describe('<ListState />', () => {
  it('says a list is loading in a status', () => {
    renderWithProviders(
      <ListState role="status" spinner>
        Loading reports…
      </ListState>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading reports…');
  });

  it('names a failure with a heading in an alert, and offers its action', async () => {
    const retry = vi.fn();
    const { user } = renderWithProviders(
      <ListState
        role="alert"
        title="Could not load"
        action={<Button onClick={retry}>Retry</Button>}
      >
        Try again in a moment.
      </ListState>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Try again in a moment.');
    expect(screen.getByRole('heading', { name: 'Could not load', level: 2 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('shows an empty list without a live region', () => {
    renderWithProviders(<ListState title="No reports yet">Start an evaluation.</ListState>);
    expect(screen.getByRole('heading', { name: 'No reports yet' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
