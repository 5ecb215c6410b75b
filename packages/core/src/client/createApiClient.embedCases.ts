import { type Case, createdAt, reportList, summaryList } from './createApiClient.cases';

const key = { _id: 'k1', name: 'Portal', prefix: 'rs_sk_abcdef' };
const employee = {
  _id: 'u9',
  email: 'emp@portal.example',
  mobile: '',
  designation: '',
  level: '',
  functionDepartment: '',
  role: 'user',
  name: 'Emp',
};
const session = { externalUserId: 'emp-9', email: 'emp@portal.example', name: 'Emp' };
const embedReports = {
  data: reportList.data.map((r) => ({ ...r, status: 'completed', externalUserId: 'emp-9' })),
  pagination: { ...reportList.pagination, nextCursor: 'WyIyMDI2IiwicjEiXQ' },
};
const embedSummaries = {
  data: summaryList.data.map((r) => ({ ...r, externalUserId: 'emp-9' })),
  pagination: { ...summaryList.pagination, nextCursor: null },
};

/** The embedding calls: the caller's own user, an organisation's keys, embed sessions. */
export const embedCases: Case[] = [
  {
    name: 'getCurrentUser',
    call: (c) => c.getCurrentUser(),
    method: 'GET',
    path: '/v1/user/me',
    response: { data: employee },
  },
  {
    name: 'updateCurrentUser',
    call: (c) => c.updateCurrentUser({ name: 'Asha Sharma' }),
    method: 'PATCH',
    path: '/v1/user/me',
    body: { name: 'Asha Sharma' },
    response: { data: { ...employee, name: 'Asha Sharma' } },
  },
  {
    name: 'createApiKey',
    call: (c) => c.createApiKey({ id: 'o 1', body: { name: 'Portal' } }),
    method: 'POST',
    path: '/v1/admin/organizations/o%201/api-keys',
    body: { name: 'Portal' },
    status: 201,
    response: { data: { ...key, secret: `rs_sk_${'a'.repeat(43)}`, createdAt } },
  },
  {
    name: 'listApiKeys',
    call: (c) => c.listApiKeys('o1'),
    method: 'GET',
    path: '/v1/admin/organizations/o1/api-keys',
    response: { data: [{ ...key, createdAt, lastUsedAt: createdAt, revokedAt: null }] },
  },
  {
    name: 'revokeApiKey',
    call: (c) => c.revokeApiKey({ id: 'o1', keyId: 'k1' }),
    method: 'DELETE',
    path: '/v1/admin/organizations/o1/api-keys/k1',
    response: { data: { _id: 'k1', revokedAt: createdAt } },
  },
  {
    name: 'createEmbedSession',
    call: (c) => c.createEmbedSession(session),
    method: 'POST',
    path: '/v1/embed/sessions',
    body: session,
    status: 201,
    response: {
      data: { clientSecret: 'a.b.c', expiresAt: createdAt, role: 'employee', features: ['submit'] },
    },
  },
  {
    name: 'putEmbedDirectory',
    call: (c) =>
      c.putEmbedDirectory({
        employees: [{ externalUserId: 'emp-9', managerExternalUserId: null, role: 'manager' }],
      }),
    method: 'PUT',
    path: '/v1/embed/directory',
    body: {
      employees: [{ externalUserId: 'emp-9', managerExternalUserId: null, role: 'manager' }],
    },
    response: { data: { created: 0, updated: 1 } },
  },
  {
    name: 'listEmbedReports',
    call: (c) => c.listEmbedReports({ page: 2, limit: 5 }),
    method: 'GET',
    path: '/v1/embed/reports',
    search: '?page=2&limit=5',
    response: embedSummaries,
  },
  {
    name: 'listEmbedReportDocuments',
    call: (c) => c.listEmbedReportDocuments({ team: 'sales', cursor: 'WyIyMDI2IiwicjAiXQ' }),
    method: 'GET',
    path: '/v1/embed/report-documents',
    search: '?team=sales&cursor=WyIyMDI2IiwicjAiXQ',
    response: embedReports,
  },
  {
    name: 'fetchEmbedReport',
    call: (c) => c.fetchEmbedReport('r1'),
    method: 'GET',
    path: '/v1/embed/reports/r1',
    response: { data: embedReports.data[0] },
  },
];
