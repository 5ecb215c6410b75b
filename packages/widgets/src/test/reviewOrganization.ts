/**
 * An organisation on the real API (in memory, behind msw) where a manager can review a report:
 * the administrator creates it and its key; the portal's backend mints sessions; the employee
 * (who reports to the manager) submits a competency report. Needs the seeded administrator
 * (`createMockApi({ seed: true })`, as the stories' API is). Reviews are written and read
 * through the same API (`saveReviewAs`, `readReviewAs`), so its rules hold in every test.
 */
import {
  createApiClient,
  createBrowserTokenStore,
  createOrganizationClient,
  type Report,
} from '@rolescope/core';
import type { ManagerReview, ReviewItem } from '@rolescope/core/contract';
import { MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD } from '@rolescope/server/mock';
import { fullReport } from './reportFixtures';

const EMPLOYEE_NAME = 'Jane Doe';
export const MANAGER_NAME = 'Maria Silva';

let orgs = 0;

/** The organisation's review row, for a test or story that overrides one answer (an outage). */
export const REVIEW_PATH = '*/api/v1/embed/reports/:id/review';

type ReportBody = Pick<Report, 'report' | 'selectedLevels' | 'userFilledDetails'>;

/** The session's person submits a competency report through the API; resolves to its id. */
export const sendReportAs = async (
  baseUrl: string,
  secret: string,
  report: ReportBody = fullReport,
): Promise<string> => {
  const client = createApiClient({ baseUrl, getToken: () => secret });
  const me = await client.getCurrentUser();
  const sent = await client.sendReportToAdmin({
    email: me.data.email,
    reportType: 'competency',
    report: report.report as never,
    selectedLevels: report.selectedLevels,
    userFilledDetails: report.userFilledDetails,
    draftId: '',
  });
  return sent.data.reportId;
};

/** A manager's session saves (or with `submit`, submits) a review through the API. */
export const saveReviewAs = async (
  baseUrl: string,
  managerSecret: string,
  reportId: string,
  items: ReviewItem[],
  submit = true,
): Promise<ManagerReview> => {
  const client = createOrganizationClient({ baseUrl, getToken: () => managerSecret });
  return (await client.saveReportReview({ id: reportId, body: { items, submit } })).data;
};

/** A manager's session reads a review through the API (null: none yet). */
export const readReviewAs = async (
  baseUrl: string,
  secret: string,
  reportId: string,
): Promise<ManagerReview | null> => {
  const client = createOrganizationClient({ baseUrl, getToken: () => secret });
  return (await client.fetchReportReview(reportId)).data;
};

export type ReviewOrganization = {
  reportId: string;
  /** The manager's client secret (role `manager`). */
  managerSecret: string;
  /** The employee's client secret (role `employee`): the report's owner. */
  employeeSecret: string;
  /** Mints a fresh secret of the same manager, employee or any other person of the organisation. */
  mint: (externalUserId: string, role?: 'employee' | 'manager' | 'hr') => Promise<string>;
};

export const setUpReviewOrganization = async (
  baseUrl: string,
  report: ReportBody = fullReport,
): Promise<ReviewOrganization> => {
  orgs += 1;
  const tag = `${Date.now().toString(36)}${orgs}`;
  const anonymous = createApiClient({ baseUrl });
  const admin = await anonymous.login({ email: MOCK_ADMIN_EMAIL, password: MOCK_ADMIN_PASSWORD });
  const asAdmin = createApiClient({ baseUrl, getToken: () => admin.data.token });
  const org = await asAdmin.createOrganization({
    name: `Acme ${tag}`,
    industryCategory: 'Technology',
  });
  const key = await asAdmin.createApiKey({ id: org.data._id, body: { name: 'portal' } });
  const backend = createOrganizationClient({ baseUrl, getToken: () => key.data.secret });
  const people: Record<string, { name: string; managerExternalUserId?: string }> = {
    'mgr-1': { name: MANAGER_NAME },
    'emp-1': { name: EMPLOYEE_NAME, managerExternalUserId: 'mgr-1' },
  };
  const mint = async (externalUserId: string, role: 'employee' | 'manager' | 'hr' = 'employee') => {
    const person = people[externalUserId] ?? { name: externalUserId };
    const session = await backend.createEmbedSession({
      externalUserId,
      email: `${externalUserId}.${tag}@acme.example`,
      role,
      ...person,
    });
    return session.data.clientSecret;
  };
  const employeeSecret = await mint('emp-1');
  const reportId = await sendReportAs(baseUrl, employeeSecret, report);
  const managerSecret = await mint('mgr-1', 'manager');
  return { reportId, managerSecret, employeeSecret, mint };
};

/** `fullReport` with `count` competencies (the longest reviews), each level chosen and recommended. */
export const reportWithCompetencies = (count: number): ReportBody => {
  const items = Array.from({ length: count }, (_, i) => {
    const title = `Competency ${i + 1}: ${['Systems thinking', 'Stakeholder management', 'Incident response', 'Data literacy'][i % 4]}`;
    return {
      step: i + 1,
      _id: `competency-${i + 1}`,
      title,
      description: `What ${title.toLowerCase()} asks of the role.`,
      recommendedLevel: (i % 5) + 1,
      levelOptions: [1, 2, 3, 4, 5].map((level) => ({
        level,
        description: `${title} at level ${level}.`,
        abilities: [`Shows ${title.toLowerCase()} at level ${level}`],
      })),
    };
  });
  return {
    report: items,
    selectedLevels: Object.fromEntries(
      items.map((item, i) => [String(item.step), ((i + 2) % 5) + 1]),
    ),
    userFilledDetails: fullReport.userFilledDetails,
  };
};

/**
 * A story's loader: the organisation above on the stories' API, signed in as its manager (or
 * `as`) in the browser token store the preview's client reads. Returns the report's id.
 */
export const signInReviewStory = async (
  as: 'manager' | 'employee' = 'manager',
  report?: ReportBody,
): Promise<ReviewOrganization> => {
  const baseUrl = `${globalThis.location.origin}/api`;
  const org = await setUpReviewOrganization(baseUrl, report);
  const secret = as === 'manager' ? org.managerSecret : org.employeeSecret;
  const me = await createApiClient({ baseUrl, getToken: () => secret }).getCurrentUser();
  createBrowserTokenStore().setSession({ token: secret, user: me.data });
  return org;
};
