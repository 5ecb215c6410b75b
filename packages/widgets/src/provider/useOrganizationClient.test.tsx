import { createApiClient, createOrganizationClient } from '@rolescope/core';
import { MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD } from '@rolescope/server/mock';
import { useQuery } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi, TEST_API_BASE } from '../test';
import { rolescopeKey } from './queryKeys';
import { RolescopeProvider } from './RolescopeProvider';
import { useOrganizationClient } from './useOrganizationClient';
import { useRolescope } from './useRolescope';

setupMockApi({ seed: true });

/** An organisation with an API key, and its backend's client (as a portal's server holds it). */
const portalBackend = async () => {
  const anonymous = createApiClient({ baseUrl: TEST_API_BASE });
  const admin = await anonymous.login({ email: MOCK_ADMIN_EMAIL, password: MOCK_ADMIN_PASSWORD });
  const asAdmin = createApiClient({ baseUrl: TEST_API_BASE, getToken: () => admin.data.token });
  const org = await asAdmin.createOrganization({ name: 'Acme HR', industryCategory: 'Technology' });
  const key = await asAdmin.createApiKey({ id: org.data._id, body: { name: 'portal' } });
  return createOrganizationClient({ baseUrl: TEST_API_BASE, getToken: () => key.data.secret });
};

const clientsSeen = new Set<unknown>();

/** The organisation's reports, read through the hook, next to the provider's own call. */
function TeamReports() {
  const organization = useOrganizationClient();
  clientsSeen.add(organization);
  const { client } = useRolescope();
  const me = useQuery({ queryKey: rolescopeKey('me'), queryFn: () => client.getCurrentUser() });
  const reports = useQuery({
    queryKey: rolescopeKey('team-reports'),
    queryFn: () => organization.listEmbedReports({ page: 1, limit: 10 }),
  });
  return (
    <>
      <p>Me: {me.data?.data.email}</p>
      {reports.data ? <p>Team reports: {reports.data.data.length}</p> : null}
    </>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  clientsSeen.clear();
});

describe('useOrganizationClient', () => {
  it("calls the organisation's rows with the provider's embed session, one secret for both", async () => {
    const backend = await portalBackend();
    const fetchClientSecret = vi.fn(async () => {
      const session = await backend.createEmbedSession({
        externalUserId: 'hr-1',
        email: 'hr1@acme.example',
        name: 'HR One',
        role: 'hr',
      });
      return session.data.clientSecret;
    });
    render(
      <RolescopeProvider baseUrl={TEST_API_BASE} fetchClientSecret={fetchClientSecret}>
        <TeamReports />
      </RolescopeProvider>,
    );
    expect(await screen.findByText('Team reports: 0')).toBeInTheDocument();
    expect(await screen.findByText('Me: hr1@acme.example')).toBeInTheDocument();
    expect(fetchClientSecret).toHaveBeenCalledTimes(1);
    // One organisation's client per provider, whatever the number of renders.
    expect(clientsSeen.size).toBe(1);
  });

  it('throws outside a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<TeamReports />)).toThrow(/inside <RolescopeProvider>/);
  });
});
