import { describe, expect, it } from 'vitest';
import { createApiClient } from '../client/createApiClient';
import { createOrganizationClient } from '../client/createOrganizationClient';
import { messageResponseSchema, pageQuerySchema } from './common';
import { fillPath, pathParamNames } from './endpoint';
import { endpoints } from './endpoints';
import {
  draftIdResponseSchema,
  reportResponseSchema,
  reportSummaryListResponseSchema,
  saveDraftRequestSchema,
} from './reports';

describe('endpoints', () => {
  it('lists every endpoint of the contract once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('POST /v1/survey/send-report-to-admin');
    expect(keys).toContain('GET /v1/user/fetchUserReports/:email');
    expect(keys).toContain('GET /v1/user/fetchUserReportSummaries/:email');
    expect(keys).toContain('GET /v1/user/fetchUserReport/:id');
  });

  it('gives every row its request and response schemas', () => {
    expect(endpoints.saveDraft).toMatchObject({
      body: saveDraftRequestSchema,
      response: draftIdResponseSchema,
      status: 201,
    });
    expect(endpoints.fetchUserReports.query).toBe(pageQuerySchema);
    expect(endpoints.fetchUserReportSummaries).toMatchObject({
      query: pageQuerySchema,
      response: reportSummaryListResponseSchema,
    });
    expect(endpoints.fetchUserReport.response).toBe(reportResponseSchema);
    expect(endpoints.deleteDraft.response).toBe(messageResponseSchema);
    for (const row of Object.values(endpoints)) {
      expect(typeof row.response.safeParse).toBe('function');
      // reads have no body; only creations answer 201
      if (row.method === 'GET') expect(row).not.toHaveProperty('body');
      if ('status' in row) expect(row.method).toBe('POST');
    }
  });

  it('marks the public, the administrators-only and the API key rows', () => {
    const by = (access: string | undefined) =>
      Object.entries(endpoints)
        .filter(([, row]) => ('access' in row ? row.access : undefined) === access)
        .map(([name]) => name);
    expect(by('public')).toEqual([
      'initiateRegistration',
      'verifyOtp',
      'login',
      'forgotPassword',
      'resetPassword',
      'health',
      'previewInvitation',
    ]);
    expect(by('admin')).toEqual([
      'listOrganizations',
      'createOrganization',
      'toggleOrganizationStatus',
      'deleteOrganization',
      'listAllReports',
      'listAllReportDocuments',
      'fetchAdminReport',
      'createApiKey',
      'listApiKeys',
      'revokeApiKey',
      'createWebhookEndpoint',
      'listWebhookEndpoints',
      'deleteWebhookEndpoint',
      'listWebhookDeliveries',
      'createInvitation',
      'listOrganizationDomains',
      'setOrganizationDomains',
      'fetchOrganizationInsights',
    ]);
    expect(by('apiKey')).toEqual([
      'createEmbedSession',
      'putEmbedDirectory',
      'createEmbedInvitation',
    ]);
    expect(by('organization')).toEqual([
      'listEmbedReports',
      'listEmbedReportDocuments',
      'fetchEmbedReport',
      'fetchEmbedInsights',
      'listTeamMembers',
      'fetchReportReview',
      'saveReportReview',
    ]);
  });

  it('has a method of one of the two clients for every row, and a row for every method', () => {
    const config = { baseUrl: 'http://api.test/api' };
    const methods = [
      ...Object.keys(createApiClient(config)),
      ...Object.keys(createOrganizationClient(config)),
    ];
    expect(methods).toEqual(Object.keys(endpoints));
  });

  it('fills and encodes path parameters', () => {
    expect(fillPath(endpoints.fetchUserReports.path, { email: 'a+b@x.io' })).toBe(
      '/v1/user/fetchUserReports/a%2Bb%40x.io',
    );
    expect(() => fillPath(endpoints.deleteDraft.path)).toThrow(/Missing path parameter "id"/);
  });

  it('names the path parameters in order', () => {
    expect(pathParamNames('/v1/admin/organizations/:id/api-keys/:keyId')).toEqual(['id', 'keyId']);
    expect(pathParamNames(endpoints.login.path)).toEqual([]);
  });
});
