import { createApiClient, createBrowserTokenStore, type User } from '@rolescope/core';
import {
  createMockApi,
  MOCK_ADMIN_EMAIL,
  MOCK_ADMIN_PASSWORD,
  MOCK_DEMO_EMAIL,
  MOCK_DEMO_ORGANIZATION_ID,
  MOCK_DEMO_PASSWORD,
} from '@rolescope/server/mock';
import { RolescopeProvider } from '@rolescope/widgets';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Route as OrganizationInsights } from './organizationInsights';

const BASE = 'http://demo.test/api';
// The real API in memory (msw), seeded with the administrator and the demo organisation.
const api = createMockApi({ seed: true, organization: true });
const server = setupServer(...api.handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
/** Every insights call of the page (path and query). */
let insightsCalls: URL[] = [];
server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/insights')) insightsCalls.push(url);
});
beforeEach(() => {
  insightsCalls = [];
});

const signedInAdmin = async (
  email: string = MOCK_ADMIN_EMAIL,
  password: string = MOCK_ADMIN_PASSWORD,
) => {
  const client = createApiClient({ baseUrl: BASE });
  const { data } = await client.login({ email, password });
  const tokenStore = createBrowserTokenStore<User>();
  tokenStore.setSession({ token: data.token, user: data.user });
  return tokenStore;
};

const renderPage = async (
  id: string,
  state?: { name: string },
  as: [string, string] = [MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD],
) => {
  const tokenStore = await signedInAdmin(...as);
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

const HEATMAP = 'Competencies at or above the recommended level';
const figure = (region: HTMLElement, label: string) =>
  Number(within(region).getByText(label).nextSibling?.textContent);

describe('/super-admin/organizations/:id/insights', () => {
  it('shows the seeded organisation in the HR widget, read through the admin row', async () => {
    await renderPage(MOCK_DEMO_ORGANIZATION_ID, { name: 'Acme Demo' });
    expect(screen.getByRole('heading', { name: 'Insights of Acme Demo' })).toBeInTheDocument();
    const heatmap = await screen.findByRole('table', { name: HEATMAP }, { timeout: 10_000 });
    expect(screen.getByRole('heading', { name: "Organisation's insights" })).toBeInTheDocument();
    for (const team of ['Platform', 'Data', 'Operations']) {
      expect(within(heatmap).getByRole('columnheader', { name: team })).toBeInTheDocument();
    }
    const headline = screen.getByRole('region', { name: 'Headline figures' });
    const evaluated = figure(headline, 'Employees evaluated');
    expect(evaluated).toBeGreaterThan(0);
    expect(evaluated + figure(headline, 'Not evaluated yet')).toBe(26);
    // The cells show their share; their people are the organisation's own row to list.
    expect(within(heatmap).getAllByRole('img', { name: /at or above/ }).length).toBeGreaterThan(0);
    expect(within(heatmap).queryAllByRole('button', { name: /at or above/ })).toEqual([]);
    // Every figure came from the administrator's row of this organisation.
    expect(insightsCalls.length).toBeGreaterThan(0);
    expect(new Set(insightsCalls.map((u) => u.pathname))).toEqual(
      new Set([`/api/v1/admin/organizations/${MOCK_DEMO_ORGANIZATION_ID}/insights`]),
    );
    expect(screen.getByRole('link', { name: 'Back to the administration' })).toHaveAttribute(
      'href',
      '/super-admin',
    );
  });

  it('filters through the same row: a job family narrows the figures', async () => {
    await renderPage(MOCK_DEMO_ORGANIZATION_ID, { name: 'Acme Demo' });
    await screen.findByRole('table', { name: HEATMAP }, { timeout: 10_000 });
    const headline = screen.getByRole('region', { name: 'Headline figures' });
    const all = figure(headline, 'Employees evaluated');
    const user = userEvent.setup();
    // From the keyboard: the list opens on the chosen option ("All job families").
    screen.getByRole('combobox', { name: 'Job family' }).focus();
    await user.keyboard('{ArrowDown}');
    const [, first] = await screen.findAllByRole('option', {}, { timeout: 5000 });
    expect(first).toBeDefined();
    await user.click(first as HTMLElement);
    await waitFor(() =>
      expect(insightsCalls.some((u) => u.searchParams.has('jobFamily'))).toBe(true),
    );
    await waitFor(() => expect(figure(headline, 'Not evaluated yet')).toBe(0));
    expect(figure(headline, 'Employees evaluated')).toBeLessThanOrEqual(all);
  });

  it('says when the figures cannot be read', async () => {
    await renderPage('no-such-organisation');
    expect(screen.getByRole('heading', { name: 'Organization insights' })).toBeInTheDocument();
    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'The insights could not be loaded.',
    );
  });

  it('shows a signed-in user who is not an administrator nothing of the organisation', async () => {
    await renderPage(MOCK_DEMO_ORGANIZATION_ID, undefined, [MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD]);
    expect(
      await screen.findByText(
        "Only HR and managers can see the organisation's insights.",
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(insightsCalls).toEqual([]);
  });
});
