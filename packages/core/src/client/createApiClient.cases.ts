import type { ApiClient, OrganizationClient } from './types';

/**
 * One call per client method: what it must send and what the server answers. The catalog,
 * administration and health calls are in `createApiClient.catalogCases.ts`.
 */
export const createdAt = '2026-01-01T00:00:00.000Z';
const user = {
  _id: 'u1',
  email: 'ana@example.com',
  mobile: '9876543210',
  designation: 'Analyst',
  level: 'Middle',
  functionDepartment: 'Finance',
  role: 'user',
  name: 'Ana',
};
const registration = {
  email: 'ana@example.com',
  password: 'Abcdef1!',
  mobile: '9876543210',
  designation: 'Analyst',
  level: 'Middle',
  functionDepartment: 'Finance',
};
export const reportList = {
  data: [
    {
      _id: 'r1',
      email: 'ana@example.com',
      status: 'draft',
      reportType: 'competency',
      createdAt,
      updatedAt: createdAt,
      draftId: 'r1',
      selectedLevels: { '1': 3 },
      userFilledDetails: { details: { role: 'Analyst' } },
    },
  ],
  pagination: { totalReports: 1, totalPages: 1, currentPage: 2, limit: 5 },
};
/** A page of summaries (no bodies), as the administrator's and organisations' lists answer. */
export const summaryList = {
  data: [
    {
      _id: 'r1',
      email: 'ana@example.com',
      status: 'completed',
      reportType: 'competency',
      createdAt,
      updatedAt: createdAt,
      role: 'Analyst',
      hasReport: true,
    },
  ],
  pagination: { totalReports: 1, totalPages: 1, currentPage: 2, limit: 5 },
};
const message = { message: 'Done' };

/** Both clients of one config: a case calls a method of either. */
export type Clients = ApiClient & OrganizationClient;

export interface Case {
  name: string;
  call: (c: Clients) => Promise<unknown>;
  method: string;
  path: string;
  search?: string;
  body?: unknown;
  status?: number;
  response: unknown;
}

/** The account, draft and report calls. */
export const accountCases: Case[] = [
  {
    name: 'initiateRegistration',
    call: (c) => c.initiateRegistration(registration),
    method: 'POST',
    path: '/v1/survey/initiate-registration',
    body: registration,
    response: { message: 'OTP sent' },
  },
  {
    name: 'verifyOtp',
    call: (c) => c.verifyOtp({ ...registration, otp: '123456' }),
    method: 'POST',
    path: '/v1/survey/verify-otp',
    body: { ...registration, otp: '123456' },
    status: 201,
    response: { data: { user }, message: 'User Registered Successfully' },
  },
  {
    name: 'login',
    call: (c) => c.login({ email: 'ana@example.com', password: 'Abcdef1!' }),
    method: 'POST',
    path: '/v1/survey/login',
    body: { email: 'ana@example.com', password: 'Abcdef1!' },
    response: { data: { token: 'jwt', role: 'user', user } },
  },
  {
    name: 'forgotPassword',
    call: (c) => c.forgotPassword({ email: 'ana@example.com' }),
    method: 'POST',
    path: '/v1/survey/forgot-password',
    body: { email: 'ana@example.com' },
    response: message,
  },
  {
    name: 'resetPassword',
    call: (c) => c.resetPassword({ token: 'reset', password: 'Abcdef1!' }),
    method: 'POST',
    path: '/v1/survey/reset-password',
    body: { token: 'reset', password: 'Abcdef1!' },
    response: message,
  },
  {
    name: 'logout',
    call: (c) => c.logout(),
    method: 'POST',
    path: '/v1/survey/logout',
    response: message,
  },
  {
    name: 'saveDraft',
    call: (c) => c.saveDraft({ draftData: { details: { role: 'Analyst' } } }),
    method: 'POST',
    path: '/v1/survey/save-draft',
    body: { draftData: { details: { role: 'Analyst' } } },
    status: 201,
    response: { data: { draftId: 'd1' }, message: 'Draft saved' },
  },
  {
    name: 'updateDraft',
    call: (c) => c.updateDraft({ draftId: 'd1', draftData: { selectedLevels: { '1': 2 } } }),
    method: 'PUT',
    path: '/v1/survey/update-draft',
    body: { draftId: 'd1', draftData: { selectedLevels: { '1': 2 } } },
    response: { data: { draftId: 'd1' } },
  },
  {
    name: 'deleteDraft',
    call: (c) => c.deleteDraft('d/1'),
    method: 'DELETE',
    path: '/v1/survey/delete-draft/d%2F1',
    response: message,
  },
  {
    name: 'sendReportToAdmin',
    call: (c) =>
      c.sendReportToAdmin({ email: 'ana@example.com', userFilledDetails: {}, draftId: '' }),
    method: 'POST',
    path: '/v1/survey/send-report-to-admin',
    body: { email: 'ana@example.com', userFilledDetails: {}, draftId: '' },
    status: 201,
    response: { data: { reportId: 'r1' } },
  },
  {
    name: 'fetchUserReports',
    call: (c) => c.fetchUserReports({ email: 'a+b@example.com', page: 2, limit: 5 }),
    method: 'GET',
    path: '/v1/user/fetchUserReports/a%2Bb%40example.com',
    search: '?page=2&limit=5',
    response: reportList,
  },
  {
    name: 'fetchUserReports (no paging)',
    call: (c) => c.fetchUserReports({ email: 'ana@example.com' }),
    method: 'GET',
    path: '/v1/user/fetchUserReports/ana%40example.com',
    response: reportList,
  },
  {
    name: 'fetchUserReportSummaries',
    call: (c) => c.fetchUserReportSummaries({ email: 'a+b@example.com', page: 2, limit: 50 }),
    method: 'GET',
    path: '/v1/user/fetchUserReportSummaries/a%2Bb%40example.com',
    search: '?page=2&limit=50',
    response: {
      data: [
        {
          _id: 'r1',
          email: 'a+b@example.com',
          status: 'draft',
          reportType: 'career',
          createdAt: '2025-01-01T00:00:00.000Z',
          updatedAt: '2025-01-01T00:00:00.000Z',
          draftId: 'r1',
          role: 'Analyst',
          targetRole: 'Lead',
          hasReport: false,
        },
      ],
      pagination: { totalReports: 11, totalPages: 2, currentPage: 2, limit: 50 },
    },
  },
  {
    name: 'fetchUserReport',
    call: (c) => c.fetchUserReport('r/1'),
    method: 'GET',
    path: '/v1/user/fetchUserReport/r%2F1',
    response: { data: reportList.data[0] },
  },
];
