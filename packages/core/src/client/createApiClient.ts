import type { Endpoint } from '../contract/endpoint';
import type { EndpointName, Endpoints } from '../contract/endpoints';
import { ApiError, NETWORK_ERROR_MESSAGE } from './ApiError';
import { type ApiClientConfig, createRequest } from './request';
import type { ApiClient, ClientMethod } from './types';

/**
 * The client's method names, one per row of the endpoint table (`satisfies` fails the
 * typecheck when a row is added or removed without its name here). The rows themselves, with
 * their zod schemas, load with the first call: a page that only shows a sign-in form does not
 * ship the whole contract up front.
 */
const methodNames = {
  initiateRegistration: 1,
  verifyOtp: 1,
  login: 1,
  forgotPassword: 1,
  resetPassword: 1,
  logout: 1,
  saveDraft: 1,
  updateDraft: 1,
  deleteDraft: 1,
  sendReportToAdmin: 1,
  fetchUserReports: 1,
  getIndustryCategories: 1,
  getJobFamilyProcess: 1,
  getDomainJobFamilyProcess: 1,
  getFunctions: 1,
  getDomainFunctions: 1,
  getFunctionalCompetencies: 1,
  getDomainCompetencies: 1,
  calculateCompetencyLevel: 1,
  listOrganizations: 1,
  createOrganization: 1,
  toggleOrganizationStatus: 1,
  deleteOrganization: 1,
  listAllReports: 1,
  getCurrentUser: 1,
  updateCurrentUser: 1,
  createApiKey: 1,
  listApiKeys: 1,
  revokeApiKey: 1,
  createEmbedSession: 1,
  listEmbedReports: 1,
  health: 1,
} as const satisfies Record<EndpointName, 1>;

let loading: Promise<Endpoints> | undefined;

/** The endpoint table, loaded once (a failed load, e.g. offline, is tried again next call). */
const loadEndpoints = (): Promise<Endpoints> => {
  loading ??= import('../contract/endpoints').then(
    (m) => m.endpoints,
    (cause: unknown) => {
      loading = undefined;
      throw new ApiError(0, NETWORK_ERROR_MESSAGE, { cause });
    },
  );
  return loading;
};

/**
 * A typed client for every endpoint of the HTTP contract: one method per
 * row of the `endpoints` table, named as the row; see `ApiClient` for what each method
 * sends, resolves to and rejects with.
 */
export const createApiClient = (config: ApiClientConfig): ApiClient => {
  const request = createRequest(config);
  const client: Partial<Record<EndpointName, ClientMethod<Endpoint>>> = {};
  for (const name of Object.keys(methodNames) as EndpointName[]) {
    client[name] = (...args) =>
      request(
        loadEndpoints().then((table) => table[name]),
        args,
      );
  }
  // Every row of the table has its method now, typed by its row.
  return client as unknown as ApiClient;
};
