import { createApiClient, createBrowserTokenStore, type User } from '@rolescope/core';
import {
  createMockApi,
  MOCK_ADMIN_EMAIL,
  MOCK_ADMIN_PASSWORD,
  MOCK_DEMO_ORGANIZATION_ID,
} from '@rolescope/server/mock';
import { RolescopeProvider } from '@rolescope/widgets';
import { render, screen, within } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Route as OrganizationInsights } from './organizationInsights';

const BASE = 'http://demo.test/api';
// The real API in memory (msw), seeded with the administrator and the demo organisation.
const api = createMockApi({ seed: true, organization: true });
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const signedInAdmin = async () => {
  const client = createApiClient({ baseUrl: BASE });
  const { data } = await client.login({ email: MOCK_ADMIN_EMAIL, password: MOCK_ADMIN_PASSWORD });
  const tokenStore = createBrowserTokenStore<User>();
  tokenStore.setSession({ token: data.token, user: data.user });
  return tokenStore;
};

const renderPage = async (id: string, state?: { name: string }) => {
  const tokenStore = await signedInAdmin();
  const client = createApiClient({ baseUrl: BASE, getToken: tokenStore.getToken });
  const path = `/super-admin/organizations/${id}/insights`;
  render(
    <MemoryRouter initialEntries={[{ pathname: path, state }]}>
      <RolescopeProvider client={client} tokenStore={tokenStore}>
        <Routes>
          <Route
            path="/super-admin/organizations/:id/insights"
            element={<OrganizationInsights />}
          />
        </Routes>
      </RolescopeProvider>
    </MemoryRouter>,
  );
};

describe('/super-admin/organizations/:id/insights', () => {
  it("shows the seeded organisation's headline figures and its teams", async () => {
    await renderPage(MOCK_DEMO_ORGANIZATION_ID, { name: 'Acme Demo' });
    expect(screen.getByRole('heading', { name: 'Insights of Acme Demo' })).toBeInTheDocument();
    const teams = await screen.findByRole('table', { name: 'By team' });
    for (const team of ['Platform', 'Data', 'Operations']) {
      expect(within(teams).getByRole('rowheader', { name: team })).toBeInTheDocument();
    }
    const headline = screen.getByRole('table', { name: 'Headline figures' });
    const reports = within(headline).getByRole('row', { name: /^Reports submitted/ });
    const [now, before] = within(reports)
      .getAllByRole('cell')
      .map((c) => Number(c.textContent));
    expect(now).toBeGreaterThan(0);
    expect(before).toBeGreaterThan(0);
    expect(screen.getByText(/^26 employees, \d+ evaluated/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the administration' })).toHaveAttribute(
      'href',
      '/super-admin',
    );
  });

  it('says when the figures cannot be read', async () => {
    await renderPage('no-such-organisation');
    expect(screen.getByRole('heading', { name: 'Organization insights' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the data');
  });
});
