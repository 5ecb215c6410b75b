import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

type Recorded = { type: string; detail: Record<string, unknown>; target: string };

const events = (page: Page): Promise<Recorded[]> =>
  page.evaluate(() => (window as unknown as { rolescopeEvents: Recorded[] }).rolescopeEvents);

const seriousViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);

test("a manager's page: their people in <rolescope-team>, the insights of their reach", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto('/hr.html?as=manager');

  const team = page.locator('rolescope-team');
  const row = team.getByRole('row', { name: /Employee Forty-Two/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Platform');
  // The manager is not among their own people.
  await expect(team.getByRole('row', { name: /Manager Seven/ })).toHaveCount(0);

  const insights = page.locator('rolescope-insights');
  await expect(insights.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test('an employee gets a message in <rolescope-team>, and no list', async ({ page }) => {
  await page.goto('/hr.html?as=employee');
  const team = page.locator('rolescope-team');
  await expect(team.getByRole('status').first()).toBeVisible();
  await expect(team.getByRole('table')).toHaveCount(0);
  expect((await events(page)).filter((e) => e.type === 'rolescope:error')).toEqual([]);
});
