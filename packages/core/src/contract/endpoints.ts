import {
  createOrganizationRequestSchema,
  deletedResponseSchema,
  organizationListResponseSchema,
  organizationResponseSchema,
} from './admin';
import {
  forgotPasswordRequestSchema,
  initiateRegistrationRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  resetPasswordRequestSchema,
  updateCurrentUserRequestSchema,
  updateCurrentUserResponseSchema,
  verifyOtpRequestSchema,
  verifyOtpResponseSchema,
} from './auth';
import {
  calculateCompetencyLevelRequestSchema,
  catalogFunctionListResponseSchema,
  competencyLevelListResponseSchema,
  competencyOptionListResponseSchema,
  getDomainCompetenciesRequestSchema,
  getFunctionalCompetenciesRequestSchema,
  getFunctionsRequestSchema,
  industryCategoryListResponseSchema,
  jobFamilyListResponseSchema,
} from './catalog';
import { healthResponseSchema, messageResponseSchema, pageQuerySchema } from './common';
import {
  apiKeyListResponseSchema,
  createApiKeyRequestSchema,
  createdApiKeyResponseSchema,
  createEmbedSessionRequestSchema,
  currentUserResponseSchema,
  embedReportListResponseSchema,
  embedReportResponseSchema,
  embedReportSummaryListResponseSchema,
  embedSessionResponseSchema,
  revokedApiKeyResponseSchema,
} from './embed';
import {
  embedReportQuerySchema,
  putDirectoryRequestSchema,
  putDirectoryResponseSchema,
} from './embedDirectory';
import type { Endpoint } from './endpoint';
import { insightsQuerySchema, insightsResponseSchema } from './insights';
import {
  draftIdResponseSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportResponseSchema,
  reportSummaryListResponseSchema,
  saveDraftRequestSchema,
  sendReportRequestSchema,
  sendReportResponseSchema,
  updateDraftRequestSchema,
} from './reports';
import { reviewEndpoints } from './reviewEndpoints';
import { webhookEndpoints } from './webhookEndpoints';

/**
 * Every endpoint of the HTTP contract, one row each: method, path under the `/api` base,
 * who may call it (a signed-in user unless `access` says otherwise), the request schemas
 * (`body`, `query`; path parameters are the path's `:name` segments), the response schema
 * and a 201 status where something is created.
 *
 * The API client's methods (their names, arguments and results) and the server's routes
 * (method, path, guard, validation) are derived from this table, so adding an endpoint is
 * one row here plus its handler on the server. Each row's doc comment is what an editor
 * shows on the client's method of the same name.
 */
/**
 * Rows with a `feature` refuse an embed session that does not allow it (the insights
 * endpoint: `feature: 'insights'`).
 */
export const endpoints = {
  /**
   * Starts a registration and e-mails a 6-digit code; with only email, password and mobile
   * it re-sends the code.
   */
  initiateRegistration: {
    method: 'POST',
    path: '/v1/survey/initiate-registration',
    access: 'public',
    body: initiateRegistrationRequestSchema,
    response: messageResponseSchema,
  },
  /** Creates the account from the pending registration and its code. */
  verifyOtp: {
    method: 'POST',
    path: '/v1/survey/verify-otp',
    access: 'public',
    body: verifyOtpRequestSchema,
    response: verifyOtpResponseSchema,
    status: 201,
  },
  /** Signs in: `data` holds token, role and user. */
  login: {
    method: 'POST',
    path: '/v1/survey/login',
    access: 'public',
    body: loginRequestSchema,
    response: loginResponseSchema,
  },
  /** E-mails a reset link to a known account; the same answer for any well-formed e-mail. */
  forgotPassword: {
    method: 'POST',
    path: '/v1/survey/forgot-password',
    access: 'public',
    body: forgotPasswordRequestSchema,
    response: messageResponseSchema,
  },
  /** Sets a new password with the token of a reset link. */
  resetPassword: {
    method: 'POST',
    path: '/v1/survey/reset-password',
    access: 'public',
    body: resetPasswordRequestSchema,
    response: messageResponseSchema,
  },
  /** Ends the token's session. */
  logout: {
    method: 'POST',
    path: '/v1/survey/logout',
    response: messageResponseSchema,
  },
  /** Saves a new draft of the caller's. */
  saveDraft: {
    method: 'POST',
    path: '/v1/survey/save-draft',
    feature: 'submit',
    body: saveDraftRequestSchema,
    response: draftIdResponseSchema,
    status: 201,
  },
  /** Replaces a draft of the caller's. */
  updateDraft: {
    method: 'PUT',
    path: '/v1/survey/update-draft',
    feature: 'submit',
    body: updateDraftRequestSchema,
    response: draftIdResponseSchema,
  },
  /** Deletes a draft of the caller's, by id. */
  deleteDraft: {
    method: 'DELETE',
    path: '/v1/survey/delete-draft/:id',
    feature: 'submit',
    response: messageResponseSchema,
  },
  /** Submits a report; the server recomputes its score. */
  sendReportToAdmin: {
    method: 'POST',
    path: '/v1/survey/send-report-to-admin',
    feature: 'submit',
    body: sendReportRequestSchema,
    response: sendReportResponseSchema,
    status: 201,
  },
  /**
   * A page of the caller's drafts and reports (an admin may read anyone's); the server
   * defaults page 1, limit 10.
   */
  fetchUserReports: {
    method: 'GET',
    path: '/v1/user/fetchUserReports/:email',
    feature: 'history',
    query: pageQuerySchema,
    response: reportListResponseSchema,
  },
  /**
   * A page of summaries of the caller's drafts and reports (an admin may read anyone's):
   * what a list shows, without the bodies (`fetchUserReport` reads one whole). Newest first,
   * or the whole list by `sort` (role, reportName, createdAt) and `order` (asc, desc); the
   * server defaults page 1, limit 10 (at most 100).
   */
  fetchUserReportSummaries: {
    method: 'GET',
    path: '/v1/user/fetchUserReportSummaries/:email',
    feature: 'history',
    query: reportListQuerySchema,
    response: reportSummaryListResponseSchema,
  },
  /** One whole draft or report of the caller's, by id (an admin may read anyone's); else 404. */
  fetchUserReport: {
    method: 'GET',
    path: '/v1/user/fetchUserReport/:id',
    response: reportResponseSchema,
  },
  /** The catalog's industry categories. */
  getIndustryCategories: {
    method: 'GET',
    path: '/v1/admin/getIndustryCategories',
    response: industryCategoryListResponseSchema,
  },
  /** The job families/processes of an industry category (by its id). */
  getJobFamilyProcess: {
    method: 'GET',
    path: '/v1/admin/:id/getJobFamilyProcess',
    response: jobFamilyListResponseSchema,
  },
  /** The domain section's job families/processes of an industry category (by its id). */
  getDomainJobFamilyProcess: {
    method: 'GET',
    path: '/v1/admin/:id/getDomainJobFamilyProcess',
    response: jobFamilyListResponseSchema,
  },
  /** The functions of the chosen job families. */
  getFunctions: {
    method: 'POST',
    path: '/v1/admin/getFunctions',
    body: getFunctionsRequestSchema,
    response: catalogFunctionListResponseSchema,
  },
  /** The domain section's functions of the chosen job families. */
  getDomainFunctions: {
    method: 'POST',
    path: '/v1/admin/getDomainFunctions',
    body: getFunctionsRequestSchema,
    response: catalogFunctionListResponseSchema,
  },
  /** The functional competencies of the chosen functions. */
  getFunctionalCompetencies: {
    method: 'POST',
    path: '/v1/common/getFunctionalCompetencies',
    body: getFunctionalCompetenciesRequestSchema,
    response: competencyOptionListResponseSchema,
  },
  /** The domain competencies of the chosen functions. */
  getDomainCompetencies: {
    method: 'POST',
    path: '/v1/common/getDomainCompetencies',
    body: getDomainCompetenciesRequestSchema,
    response: competencyOptionListResponseSchema,
  },
  /** The level picker's items: each competency's levels and its recommended level. */
  calculateCompetencyLevel: {
    method: 'POST',
    path: '/v1/user/calculateCompetencyLevel',
    body: calculateCompetencyLevelRequestSchema,
    response: competencyLevelListResponseSchema,
  },
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
  /** The caller's own user: what an embedded widget learns from its client secret. */
  getCurrentUser: {
    method: 'GET',
    path: '/v1/user/me',
    response: currentUserResponseSchema,
  },
  /** Changes the caller's own profile (`{ name }`, '' for none); answers the updated user. */
  updateCurrentUser: {
    method: 'PATCH',
    path: '/v1/user/me',
    body: updateCurrentUserRequestSchema,
    response: updateCurrentUserResponseSchema,
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
  /**
   * Mints a client secret (at most 15 minutes) for the organisation's employee
   * `externalUserId`, creating that user on first use. Called by the portal's backend.
   */
  createEmbedSession: {
    method: 'POST',
    path: '/v1/embed/sessions',
    access: 'apiKey',
    body: createEmbedSessionRequestSchema,
    response: embedSessionResponseSchema,
    status: 201,
  },
  /**
   * A page of summaries of the organisation's submitted reports (no bodies), newest first,
   * each with externalUserId; at most 100.
   */
  listEmbedReports: {
    method: 'GET',
    path: '/v1/embed/reports',
    access: 'organization',
    query: embedReportQuerySchema,
    response: embedReportSummaryListResponseSchema,
  },
  /** The organisation's submitted reports read whole, newest first; at most 10 a page. */
  listEmbedReportDocuments: {
    method: 'GET',
    path: '/v1/embed/report-documents',
    access: 'organization',
    query: embedReportQuerySchema,
    response: embedReportListResponseSchema,
  },
  /** One whole submitted report of the organisation, by id, with externalUserId; else 404. */
  fetchEmbedReport: {
    method: 'GET',
    path: '/v1/embed/reports/:id',
    access: 'organization',
    response: embedReportResponseSchema,
  },
  /**
   * Creates or updates rows of the organisation's directory (1 to 1,000 employees): role,
   * manager, team, department, name. Creates no user accounts.
   */
  putEmbedDirectory: {
    method: 'PUT',
    path: '/v1/embed/directory',
    access: 'apiKey',
    body: putDirectoryRequestSchema,
    response: putDirectoryResponseSchema,
  },
  /** `{ status: 'ok' }` once the database answers. */
  health: { method: 'GET', path: '/health', access: 'public', response: healthResponseSchema },
  ...webhookEndpoints,
  ...reviewEndpoints,
  /**
   * The organisation's evaluation figures for a period of whole months and the period before
   * it, computed by the database (`groupBy` adds one entry per team or department). Counts
   * reports submitted in each period; a report counts under its employee's team and
   * department at submission. The organisation's key and hr sessions read the whole
   * organisation, a manager's session only their reach; an employee's session is a 403.
   */
  fetchEmbedInsights: {
    method: 'GET',
    path: '/v1/embed/insights',
    access: 'organization',
    feature: 'insights',
    query: insightsQuerySchema,
    response: insightsResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;
