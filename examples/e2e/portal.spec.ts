import { expect, test } from '../../packages/demo-app/e2e/support/fixtures';
import { submitEvaluation } from './support/evaluation';
import { openAs, portalReports, watchConsole, watchForKey } from './support/portalPage';

test.describe.configure({ mode: 'serial' });

test('React host: an employee evaluates without signing up, and the portal lists the report', async ({
  page,
}) => {
  const problems = await watchConsole(page);
  const leaks = watchForKey(page);
  // The organisation of the run (other specs may have submitted reports in it already).
  const before = new Set((await portalReports()).reports.map((r) => r.id));

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

  // The five steps, Finalize with a level per competency, then Submit on the results.
  await submitEvaluation(page);
  await expect(page.getByRole('status').filter({ hasText: 'submitted to HR' })).toBeVisible();

  // The portal's backend lists it through GET /v1/embed/reports, with the employee's id.
  const after = (await portalReports()).reports.filter((r) => !before.has(r.id));
  expect(after).toEqual([
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
  // Also fails on a CSP violation of the page.
  const problems = await watchConsole(page);
  const leaks = watchForKey(page);
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
