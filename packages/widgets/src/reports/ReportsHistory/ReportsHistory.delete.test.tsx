import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { signInDemoOn } from '../../test/demoSignIn';
import { ReportsHistory } from './ReportsHistory';
import { column, dataRows } from './testRows';

const api = setupMockApi({ seed: true });
const DELETE = '*/api/v1/survey/delete-draft/*';

beforeEach(async () => {
  await signInDemoOn(api);
});

const openDelete = async (user: ReturnType<typeof renderWithProviders>['user']) => {
  const rows = await dataRows();
  await user.click(within(rows[2] as HTMLElement).getByRole('button', { name: 'Delete Draft' }));
  return screen.findByRole('alertdialog', { name: 'Delete Draft' });
};

describe('<ReportsHistory /> Delete Draft', { timeout: 30_000 }, () => {
  it('asks first; Cancel keeps the draft', async () => {
    const { user } = renderWithProviders(<ReportsHistory />);
    const dialog = await openDelete(user);
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete this draft? This action cannot be undone.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await column(1))[2]).toBe('Cloud Operations Lead [DRAFT]');
  });

  it('shows a destructive toast with the server message when deleting fails', async () => {
    api.server.use(
      http.delete(DELETE, () => HttpResponse.json({ message: 'Draft is locked' }, { status: 409 })),
    );
    const { user } = renderWithProviders(<ReportsHistory />);
    const dialog = await openDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete draft')).toBeInTheDocument();
    expect(screen.getByText('Draft is locked')).toBeInTheDocument();
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
  });

  it('falls back to An error occurred without a server message', async () => {
    api.server.use(http.delete(DELETE, () => HttpResponse.error()));
    const { user } = renderWithProviders(<ReportsHistory />);
    const dialog = await openDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete draft')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });

  it('deletes after confirmation, toasts Draft Deleted and refreshes the list', async () => {
    const { user } = renderWithProviders(<ReportsHistory />);
    const before = await column(2);
    const dialog = await openDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Draft Deleted')).toBeInTheDocument();
    expect(screen.getByText('Your draft has been deleted successfully.')).toBeInTheDocument();
    await waitFor(async () => expect(await column(2)).not.toContain(before[2]));
    expect(await column(2)).toEqual([
      ...before.slice(0, 2),
      ...before.slice(3),
      expect.any(String),
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
