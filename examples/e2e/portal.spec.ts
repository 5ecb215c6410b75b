import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { expect, test } from '../../packages/demo-app/e2e/support/fixtures';
import {
  activate,
  answerQuestions,
  fillOrganizationByKeyboard,
  fillRoleDetailsByKeyboard,
  finalizeCompetencyProfile,
  saveAndNext,
} from '../../packages/demo-app/e2e/support/wizard';
import { portalUrl, startPortal, stop } from './support/processes';
import { provisionOrganisationKey } from './support/provision';

test.describe.configure({ mode: 'serial' });

let portal: ChildProcess | undefined;
let secretKey = '';

test.beforeAll(async () => {
  secretKey = await provisionOrganisationKey(`Acme HR ${Date.now().toString(36)}`);
  portal = await startPortal(secretKey);
});

test.afterAll(async () => {
  await stop(portal);
});

/** The portal's fake login: `?employee=` sets its cookie, then the host page opens. */
const openAs = async (page: Page, employee: string, host: '/react/' | '/html/') => {
  await page.goto(`${portalUrl}/?employee=${employee}`);
  await expect(page.getByText(`(${employee})`)).toBeVisible();
  await page.goto(`${portalUrl}${host}`);
};

/** Fails the test on a console error or a CSP violation of the page. */
const watchConsole = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
};

/** The organisation key must never reach the browser, in any request the page makes. */
const watchForKey = (page: Page) => {
  const leaks: string[] = [];
  page.on('request', (request) => {
    const seen = `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`;
    if (seen.includes(secretKey) || seen.includes('rs_sk_')) leaks.push(request.url());
  });
  return leaks;
};

type PortalReports = { reports: { id: string; externalUserId: string; reportType: string }[] };

test('React host: an employee evaluates without signing up, and the portal lists the report', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const leaks = watchForKey(page);
  const before = (await (await fetch(`${portalUrl}/portal/reports`)).json()) as PortalReports;
  expect(before.reports).toEqual([]);

  await openAs(page, 'e-101', '/react/');
  await expect(page.getByText('Signed in as Asha Rao (e-101)')).toBeVisible();
  // The wizard, with the catalog loaded through the embed session: no sign-up, no sign-in.
  await expect(page.getByText('Step 1 of 5').first()).toBeVisible();
  const category = page.getByRole('combobox', { name: 'Industry Category', exact: true });
  await expect(category).not.toHaveAttribute('aria-busy', 'true');
  await category.click();
  await expect(page.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);

  // The five steps.
  await fillRoleDetailsByKeyboard(page);
  await saveAndNext(page, 2);
  await fillOrganizationByKeyboard(page);
  await saveAndNext(page, 3);
  await answerQuestions(page, 5);
  await saveAndNext(page, 4);
  await answerQuestions(page, 8);
  await saveAndNext(page, 5);
  await answerQuestions(page, 8);

  // Finalize: choose the competencies, one level each, complete.
  await finalizeCompetencyProfile(page);

  // The results in the host's own page, then Submit.
  await expect(page.getByText('Detailed Competency Analysis').first()).toBeVisible();
  await activate(page.getByRole('button', { name: 'Submit Survey' }));
  await activate(page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }));
  await expect(page.getByRole('status').filter({ hasText: 'submitted to HR' })).toBeVisible();

  // The portal's backend lists it through GET /v1/embed/reports, with the employee's id.
  const after = (await (await fetch(`${portalUrl}/portal/reports`)).json()) as PortalReports;
  expect(after.reports).toEqual([
    expect.objectContaining({ externalUserId: 'e-101', reportType: 'competency' }),
  ]);

  // The client secret lived in memory: nothing in the browser's storage; the key never came.
  const stored = await page.evaluate(() =>
    JSON.stringify({ ...window.localStorage, ...window.sessionStorage }),
  );
  expect(stored).not.toMatch(/token|rs_sk_|secret/i);
  expect(leaks).toEqual([]);
  expect(problems).toEqual([]);
});

test('HTML host: <rolescope-evaluation> shows step 1 with the catalog through the session', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const leaks = watchForKey(page);
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await openAs(page, 'e-102', '/html/');
  await expect(page.getByText('Signed in as Ben Okafor (e-102)')).toBeVisible();
  const element = page.locator('rolescope-evaluation');
  // Playwright's locators pierce the element's open shadow root.
  await expect(element.getByText('Step 1 of 5').first()).toBeVisible();
  const category = element.getByRole('combobox', { name: 'Industry Category', exact: true });
  await expect(category).not.toHaveAttribute('aria-busy', 'true');
  await category.click();
  await expect(element.getByRole('option').first()).toBeVisible();
  expect(await element.getByRole('option').count()).toBeGreaterThan(1);
  await expect(element.getByRole('textbox', { name: 'Password' })).toHaveCount(0);
  expect(await element.evaluate((el) => el.shadowRoot?.mode)).toBe('open');
  expect(leaks).toEqual([]);
  expect(problems).toEqual([]);
});
