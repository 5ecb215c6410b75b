import type { ApiClient, LoginResult } from '@rolescope/core';

/** Where a signed-in user starts: administrators in /super-admin, everyone else in the wizard. */
const roleHome = (role: LoginResult['role'] | undefined): string =>
  role === 'admin' ? '/super-admin' : '/competency-evaluation';

/**
 * Where sign-in lands: a user with submitted reports or open drafts on /user-dashboard (a
 * deliberate change from the specification's post-login route); a first-time user (no report,
 * no draft) and an administrator where the specification says (`roleHome`). When the reports
 * cannot be read, the specification's route.
 */
export const signedInHome = async (client: ApiClient, result: LoginResult): Promise<string> => {
  if (result.role === 'admin') return roleHome(result.role);
  try {
    const { pagination } = await client.fetchUserReportSummaries({
      email: result.user.email,
      page: 1,
      limit: 1,
    });
    return pagination.totalReports > 0 ? '/user-dashboard' : roleHome(result.role);
  } catch {
    return roleHome(result.role);
  }
};
