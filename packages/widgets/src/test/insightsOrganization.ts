/**
 * An organisation on the real API (in memory, behind msw) with insights to read: the
 * administrator creates it and its key, the portal's backend mints sessions, and employees of
 * two teams submit competency reports this month, each naming job families in its role
 * details. Needs the seeded administrator (`createMockApi({ seed: true })`).
 */
import { createApiClient, createOrganizationClient } from '@rolescope/core';
import { MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD } from '@rolescope/server/mock';
import { fullReport } from './reportFixtures';
import { reportWithCompetencies, sendReportAs } from './reviewOrganization';

/** Whose report names which job families, and with which competencies. */
const EMPLOYEES = [
  // API Design and Data Modelling (the full sample), Software Engineering
  { id: 'e1', team: { id: 't1', name: 'Platform' }, families: ['software-engineering'] },
  { id: 'e2', team: { id: 't1', name: 'Platform' }, families: ['software-engineering'] },
  // "Competency 1: Systems thinking" only, Data and Analytics
  { id: 'e3', team: { id: 't2', name: 'Insights' }, families: ['data-and-analytics'] },
] as const;

export type InsightsOrganization = {
  organizationId: string;
  name: string;
  /** An hr session's client secret (the whole organisation). */
  hrSecret: string;
  /** The administrator's token (reads any organisation's insights). */
  adminToken: string;
};

let orgs = 0;

export const setUpInsightsOrganization = async (baseUrl: string): Promise<InsightsOrganization> => {
  orgs += 1;
  const tag = `${Date.now().toString(36)}${orgs}`;
  const anonymous = createApiClient({ baseUrl });
  const admin = await anonymous.login({ email: MOCK_ADMIN_EMAIL, password: MOCK_ADMIN_PASSWORD });
  const asAdmin = createApiClient({ baseUrl, getToken: () => admin.data.token });
  const name = `Insights ${tag}`;
  const org = await asAdmin.createOrganization({ name, industryCategory: 'Technology' });
  const key = await asAdmin.createApiKey({ id: org.data._id, body: { name: 'portal' } });
  const backend = createOrganizationClient({ baseUrl, getToken: () => key.data.secret });
  const mint = async (externalUserId: string, extra: Record<string, unknown> = {}) =>
    (
      await backend.createEmbedSession({
        externalUserId,
        email: `${externalUserId}.${tag}@acme.example`,
        name: externalUserId,
        ...extra,
      })
    ).data.clientSecret;
  const other = reportWithCompetencies(1);
  for (const e of EMPLOYEES) {
    const base = e.id === 'e3' ? other : fullReport;
    await sendReportAs(baseUrl, await mint(e.id, { team: e.team, department: 'Eng' }), {
      ...base,
      userFilledDetails: {
        ...base.userFilledDetails,
        details: { ...base.userFilledDetails.details, process: [...e.families] },
      },
    });
  }
  const hrSecret = await mint('hr-1', { role: 'hr' });
  return { organizationId: org.data._id, name, hrSecret, adminToken: admin.data.token };
};
