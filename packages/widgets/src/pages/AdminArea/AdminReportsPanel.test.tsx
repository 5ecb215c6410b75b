import { createBrowserTokenStore, type User } from '@rolescope/core';
import { MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD } from '@rolescope/server/mock';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { sampleCareerReport } from '../../test/careerFixtures';
import { signInDemoOn } from '../../test/demoSignIn';
import { AdminReportsPanel } from './AdminReportsPanel';

const api = setupMockApi({ seed: true });

const call = (path: string, token: string, body: unknown) =>
  api.app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });

describe('<AdminReportsPanel />', { timeout: 30_000 }, () => {
  it('labels a career report with its target role and Career Progression', async () => {
    const demo = await signInDemoOn(api);
    const { report } = sampleCareerReport;
    const sent = await call('/api/v1/survey/send-report-to-admin', demo.token, {
      email: demo.user.email,
      reportType: 'career',
      report,
      userFilledDetails: { details: { role: 'Senior Backend Engineer' } },
      draftId: '',
    });
    expect(sent.status).toBe(201);
    const login = await call('/api/v1/survey/login', '', {
      email: MOCK_ADMIN_EMAIL,
      password: MOCK_ADMIN_PASSWORD,
    });
    const admin = ((await login.json()) as { data: { token: string; user: User } }).data;
    const tokenStore = createBrowserTokenStore<User>();
    tokenStore.setSession({ token: admin.token, user: admin.user });

    renderWithProviders(<AdminReportsPanel onViewReport={vi.fn()} />, { tokenStore });
    const table = await screen.findByRole('table', {}, { timeout: 10_000 });
    await within(table).findAllByRole('button', { name: 'View Report' }, { timeout: 10_000 });
    const [career, competency] = within(table).getAllByRole('row').slice(1);
    const role = within(career as HTMLElement).getByText('Engineering Manager');
    expect(role).toHaveTextContent(/^Engineering ManagerCareer Progression$/);
    expect(career).toHaveTextContent(demo.user.email);
    expect(within(competency as HTMLElement).queryByText('Career Progression')).toBeNull();
  });
});
