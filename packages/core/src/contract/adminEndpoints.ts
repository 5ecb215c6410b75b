import {
  createOrganizationRequestSchema,
  deletedResponseSchema,
  organizationListResponseSchema,
  organizationResponseSchema,
} from './admin';
import {
  apiKeyListResponseSchema,
  createApiKeyRequestSchema,
  createdApiKeyResponseSchema,
  revokedApiKeyResponseSchema,
} from './apiKeys';
import { pageQuerySchema } from './common';
import type { Endpoint } from './endpoint';
import {
  reportListResponseSchema,
  reportResponseSchema,
  reportSummaryListResponseSchema,
} from './reports';

/**
 * The endpoint table's rows of administrators: organisations, every user's reports, API keys
 * (webhooks are in `webhookEndpoints.ts`).
 */
export const adminEndpoints = {
  /** A page of the organisations. */
  listOrganizations: {
    method: 'GET',
    path: '/v1/admin/organizations',
    access: 'admin',
    query: pageQuerySchema,
    response: organizationListResponseSchema,
  },
  /** Creates an organisation. */
  createOrganization: {
    method: 'POST',
    path: '/v1/admin/organizations',
    access: 'admin',
    body: createOrganizationRequestSchema,
    response: organizationResponseSchema,
    status: 201,
  },
  /** Flips an organisation's status between active and inactive (no body). */
  toggleOrganizationStatus: {
    method: 'PUT',
    path: '/v1/admin/organizations/:id/toggle-status',
    access: 'admin',
    response: organizationResponseSchema,
  },
  /** Deletes an organisation. */
  deleteOrganization: {
    method: 'DELETE',
    path: '/v1/admin/organizations/:id',
    access: 'admin',
    response: deletedResponseSchema,
  },
  /** A page of summaries of every user's submitted reports (no bodies), newest first; at most 100. */
  listAllReports: {
    method: 'GET',
    path: '/v1/admin/reports',
    access: 'admin',
    query: pageQuerySchema,
    response: reportSummaryListResponseSchema,
  },
  /** A page of every user's submitted reports read whole, newest first; at most 10 a page. */
  listAllReportDocuments: {
    method: 'GET',
    path: '/v1/admin/report-documents',
    access: 'admin',
    query: pageQuerySchema,
    response: reportListResponseSchema,
  },
  /** One whole report of any user, by id; else 404. */
  fetchAdminReport: {
    method: 'GET',
    path: '/v1/admin/reports/:id',
    access: 'admin',
    response: reportResponseSchema,
  },
  /** Creates an API key of an organisation; its `secret` appears in this answer only. */
  createApiKey: {
    method: 'POST',
    path: '/v1/admin/organizations/:id/api-keys',
    access: 'admin',
    body: createApiKeyRequestSchema,
    response: createdApiKeyResponseSchema,
    status: 201,
  },
  /** An organisation's API keys, newest first, by prefix (never the secret). */
  listApiKeys: {
    method: 'GET',
    path: '/v1/admin/organizations/:id/api-keys',
    access: 'admin',
    response: apiKeyListResponseSchema,
  },
  /** Revokes an API key; it stops working at once. */
  revokeApiKey: {
    method: 'DELETE',
    path: '/v1/admin/organizations/:id/api-keys/:keyId',
    access: 'admin',
    response: revokedApiKeyResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
