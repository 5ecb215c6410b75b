import { TOKEN_KEY, USER_KEY } from '@rolescope/core';
import { MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD } from '@rolescope/server/mock';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi, TEST_API_BASE } from '../../test';
import { Dashboard } from './Dashboard';

const { server } = setupMockApi({ seed: true });

/** Signs the seeded demo user in (stored session) before rendering. */
const signIn = async () => {
  const res = await fetch(`${TEST_API_BASE}/v1/survey/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MOCK_DEMO_EMAIL, password: MOCK_DEMO_PASSWORD }),
  });
  const { data } = (await res.json()) as { data: { token: string; user: unknown } };
  window.localStorage.setItem(TOKEN_KEY, JSON.stringify(data.token));
  window.localStorage.setItem(USER_KEY, JSON.stringify(data.user));
};

describe('<Dashboard />', () => {
  it('welcomes the user by name and starts a competency report', async () => {
    await signIn();
    const { user, onNavigate } = renderWithProviders(<Dashboard onViewReport={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: /^Welcome, .+/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Now' }));
    expect(onNavigate).toHaveBeenCalledWith('/competency-evaluation', { reportType: 'competency' });
  });

  it('See My Result opens the newest completed report', async () => {
    await signIn();
    const onViewReport = vi.fn();
    const { user } = renderWithProviders(<Dashboard onViewReport={onViewReport} />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    await vi.waitFor(() => expect(onViewReport).toHaveBeenCalled());
    expect(onViewReport.mock.calls[0]?.[0]).toMatchObject({ status: 'completed' });
  });

  it('says so when there is no completed report yet', async () => {
    await signIn();
    server.use(
      http.get('*/api/v1/user/fetchUserReports/*', () =>
        HttpResponse.json({
          data: [],
          pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 50 },
        }),
      ),
    );
    const onViewReport = vi.fn();
    const { user } = renderWithProviders(<Dashboard onViewReport={onViewReport} />);
    await user.click(screen.getByRole('button', { name: 'View' }));
    expect(await screen.findByRole('dialog', { name: 'No results yet' })).toBeInTheDocument();
    expect(onViewReport).not.toHaveBeenCalled();
  });

  it('Select Report Type: competency by default, career when chosen, Cancel closes', async () => {
    const onStart = vi.fn();
    const { user } = renderWithProviders(<Dashboard onStart={onStart} onViewReport={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Choose a report type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Report Type' });
    expect(screen.getByRole('radio', { name: 'Competency Report' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a report type' }));
    await user.click(await screen.findByRole('radio', { name: 'Career Progression Report' }));
    const start = screen
      .getAllByRole('button', { name: 'Start Now' })
      .find((b) => b.closest('[role="dialog"]'));
    if (!start) throw new Error('no Start Now in the dialog');
    await user.click(start);
    expect(onStart).toHaveBeenCalledWith('career');
  });
});
