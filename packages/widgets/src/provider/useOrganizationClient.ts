import {
  type ApiClientConfig,
  createOrganizationClient,
  type OrganizationClient,
} from '@rolescope/core';
import { useRolescope } from './useRolescope';

export type { OrganizationClient };

// One organisation's client per provider config: every widget under a provider shares it, and a
// restarted embed session (a new config) gets a new one.
const clients = new WeakMap<ApiClientConfig, OrganizationClient>();

/**
 * The client of the organisation's endpoints (`createOrganizationClient`, one method per row:
 * `fetchEmbedInsights`, `listEmbedReports`, ...), for the HR and manager widgets. Built from the
 * provider's config on first use: the same base URL and session (an embed session's secret is
 * shared with the provider's client, not fetched again). Only a bundle that calls this hook
 * ships the organisation's rows.
 */
export const useOrganizationClient = (): OrganizationClient => {
  const { clientConfig } = useRolescope();
  let client = clients.get(clientConfig);
  if (!client) {
    client = createOrganizationClient(clientConfig);
    clients.set(clientConfig, client);
  }
  return client;
};
