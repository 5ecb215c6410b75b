import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { submitSurvey, walkToResults } from './wizard';

type Recorded = { type: string; detail: Record<string, unknown>; target: string };

const events = (page: Page): Promise<Recorded[]> =>
  page.evaluate(() => (window as unknown as { rolescopeEvents: Recorded[] }).rolescopeEvents);

test('an employee of the portal: embed session, no sign-in, the wizard to Submit', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto('/embed.html');
  const evaluation = page.locator('rolescope-evaluation');

  // Straight into step 1 with the catalog: the portal's backend minted the session.
  await expect(evaluation.getByText('Step 1 of 5').first()).toBeVisible();
  await expect(evaluation.getByRole('button', { name: 'Sign In to Continue' })).toHaveCount(0);
  await expect
    .poll(async () => (await events(page)).find((e) => e.type === 'rolescope:signed-in'))
    .toMatchObject({
      target: 'rolescope-evaluation',
      detail: { user: { email: 'emp42@acme.example', role: 'user' } },
    });
  await expect(evaluation.locator('[data-rolescope]').first()).toHaveAttribute(
    'data-theme',
    'dark',
  );
  // The secret lives in memory only.
  expect(
    await page.evaluate(() =>
      [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter(
        (k) => k.startsWith('rolescope:') || k === 'token',
      ),
    ),
  ).toEqual([]);

  // The dark theme inside a shadow root: no serious or critical axe violation either.
  const axe = await new AxeBuilder({ page }).analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  await walkToResults(evaluation);
  await submitSurvey(evaluation);

  await expect(evaluation.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
  const submitted = (await events(page)).find((e) => e.type === 'rolescope:submitted');
  expect(submitted).toMatchObject({
    target: 'rolescope-evaluation',
    detail: {
      reportId: expect.stringMatching(/\S/),
      score: {
        finalScore: expect.any(Number),
        category: expect.any(String),
        scoreMultiplier: expect.any(Number),
      },
    },
  });
  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  expect(errors).toEqual([]);
});
