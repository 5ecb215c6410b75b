/**
 * Every endpoint of api-contract.md: method and path under the `/api` base.
 * The client builds its calls from this table and the server mounts its routes
 * from it, so the two never disagree on a path.
 */
export const endpoints = {
  initiateRegistration: { method: 'POST', path: '/v1/survey/initiate-registration' },
  verifyOtp: { method: 'POST', path: '/v1/survey/verify-otp' },
  login: { method: 'POST', path: '/v1/survey/login' },
  forgotPassword: { method: 'POST', path: '/v1/survey/forgot-password' },
  resetPassword: { method: 'POST', path: '/v1/survey/reset-password' },
  logout: { method: 'POST', path: '/v1/survey/logout' },
  saveDraft: { method: 'POST', path: '/v1/survey/save-draft' },
  updateDraft: { method: 'PUT', path: '/v1/survey/update-draft' },
  deleteDraft: { method: 'DELETE', path: '/v1/survey/delete-draft/:id' },
  sendReportToAdmin: { method: 'POST', path: '/v1/survey/send-report-to-admin' },
  fetchUserReports: { method: 'GET', path: '/v1/user/fetchUserReports/:email' },
  getIndustryCategories: { method: 'GET', path: '/v1/admin/getIndustryCategories' },
  getJobFamilyProcess: { method: 'GET', path: '/v1/admin/:id/getJobFamilyProcess' },
  getDomainJobFamilyProcess: { method: 'GET', path: '/v1/admin/:id/getDomainJobFamilyProcess' },
  getFunctions: { method: 'POST', path: '/v1/admin/getFunctions' },
  getDomainFunctions: { method: 'POST', path: '/v1/admin/getDomainFunctions' },
  getFunctionalCompetencies: { method: 'POST', path: '/v1/common/getFunctionalCompetencies' },
  getDomainCompetencies: { method: 'POST', path: '/v1/common/getDomainCompetencies' },
  calculateCompetencyLevel: { method: 'POST', path: '/v1/user/calculateCompetencyLevel' },
  listOrganizations: { method: 'GET', path: '/v1/admin/organizations' },
  createOrganization: { method: 'POST', path: '/v1/admin/organizations' },
  toggleOrganizationStatus: { method: 'PUT', path: '/v1/admin/organizations/:id/toggle-status' },
  deleteOrganization: { method: 'DELETE', path: '/v1/admin/organizations/:id' },
  listAllReports: { method: 'GET', path: '/v1/admin/reports' },
  health: { method: 'GET', path: '/health' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }>;

export type EndpointName = keyof typeof endpoints;

/** Fills `:name` segments of a path, URI-encoding each value. */
export const fillPath = (path: string, params: Record<string, string> = {}): string =>
  path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(value);
  });
