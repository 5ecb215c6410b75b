import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, expect, uniqueEmail, uniqueMobile } from './fixtures';
import { readCode } from './mail';

/**
 * A new account registered through the API (its own reports: the demo account's history is
 * shared by the parallel tests, which resume and delete its first draft).
 */
export const registerByApi = async (page: Page, tag: string): Promise<Account> => {
  const account = { email: uniqueEmail(tag), password: 'Career@2025' };
  const registration = {
    ...account,
    mobile: uniqueMobile(),
    designation: 'Data Engineer',
    level: 'Middle',
    functionDepartment: 'Data',
  };
  const initiated = await page.request.post('/api/v1/survey/initiate-registration', {
    data: registration,
  });
  expect(initiated.ok(), 'initiate-registration').toBeTruthy();
  const verified = await page.request.post('/api/v1/survey/verify-otp', {
    data: { ...registration, otp: await readCode(account.email) },
  });
  expect(verified.ok(), 'verify-otp').toBeTruthy();
  return account;
};

/** The real API with a bearer token, answering `data`. */
export const apiOf = async (request: APIRequestContext, account: Account) => {
  const login = await request.post('/api/v1/survey/login', { data: account });
  expect(login.ok(), `login of ${account.email}`).toBeTruthy();
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const res = await request.get(`/api${path}`, { headers });
      expect(res.ok(), `GET ${path}`).toBeTruthy();
      return ((await res.json()) as { data: T }).data;
    },
    post: async <T>(path: string, data: unknown): Promise<T> => {
      const res = await request.post(`/api${path}`, { headers, data });
      expect(res.ok(), `POST ${path}: ${await res.text()}`).toBeTruthy();
      return ((await res.json()) as { data: T }).data;
    },
  };
};
export type Api = Awaited<ReturnType<typeof apiOf>>;

/**
 * The scoring rules' worked example, written out here (not imported from the code under
 * test): technology, an organisation score of 12 (× 1.03), responsibilities 117,
 * effectiveness 51, impact 85: finalScore 260.59 → career level 18, category low.
 */
export const WORKED_EXAMPLE = {
  organizationDetails: {
    managementLevel: 'middle',
    customerScope: 'national',
    employees: '201-500',
    revenue: '100-500',
  },
  roleAndResponsibilities: {
    activitiesPerformed: 'specialised',
    reportingDetails: '1-5',
    directReportsActivity: 'professional',
    budgetControl: 'team',
    decisionMaking: 'operational',
  },
  roleEffectiveness: {
    functionContribution: 'shared',
    technicalCompetence: 'advise',
    teamworkAndLeadership: 'guides',
    problemsSolving: 'analyses',
    customerOrientation: 'serves',
    resultOrientation: 'team-goals',
    processExcellence: 'improves',
    visioningStrategyPlanning: 'area-plans',
  },
  rolesImpact: {
    impactOnEnvironment: 'low',
    impactOnEmployees: 'moderate',
    impactOnInternalBusinessProcess: 'moderate',
    impactOnCustomers: 'low',
    impactOnFinancialHealth: 'low',
    impactOnSuppliersAndPartners: 'negligible',
    decisionMakingRisk: 'moderate',
    professionalDevelopment: 'mentors',
  },
} as const;

/**
 * A completed competency report of the worked example (level 18, low) for the account,
 * in technology with the functions of the Technology job family (submitting draft `draftId`
 * when given); returns those functions.
 */
export const seedWorkedExampleReport = async (
  api: Api,
  email: string,
  role: string,
  draftId = '',
) => {
  const functions = (
    await api.post<{ _id: string }[]>('/v1/admin/getFunctions', {
      industryCategory: 'technology',
      jobFamilyProcessOptions: ['technology'],
    })
  ).map((f) => f._id);
  expect(functions.length).toBeGreaterThan(0);
  await api.post('/v1/survey/send-report-to-admin', {
    email,
    report: [],
    selectedLevels: {},
    userFilledDetails: {
      details: {
        role,
        industryCategory: 'technology',
        process: ['technology'],
        currentFunction: functions,
      },
      ...WORKED_EXAMPLE,
    },
    draftId,
  });
  return functions;
};

/** Picks `option` in the Select (or MultiSelect) labelled `label`. */
export const choose = async (page: Page, label: string | RegExp, option: string) => {
  const combo = page.getByRole('combobox', { name: label });
  await expect(combo).not.toHaveAttribute('aria-busy', 'true');
  // In the middle of the viewport the list opens below the field in full. Opened at the
  // bottom edge it would need a scroll to reach an option, and the scroll re-places it
  // (useSelectPopup, on scroll) between Playwright's aim and its click.
  await combo.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await combo.click();
  await page.getByRole('option', { name: option, exact: true }).click();
};

/** Step 1 for a user with a completed report: target role, level, time frame, motivation. */
export const fillGoal = async (page: Page, role: string, level: string, timeFrame: string) => {
  await page.getByRole('textbox', { name: /Target role/ }).fill(role);
  await choose(page, 'Target career level', level);
  await choose(page, 'Time frame', timeFrame);
  await page.getByRole('textbox', { name: 'Motivation' }).fill('Lead the platform team.');
};
