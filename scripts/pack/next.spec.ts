// The packed tarballs in a Next.js App Router host (next-fixture/, made by install.setup.ts with
// nextHost.ts): `next build` succeeded, `next start` serves it, and an employee of the portal
// completes the evaluation under the portal's hostile global stylesheet, with no console error
// and no hydration warning. The theme comes from the layout, a Server Component.
import { expect, type Page, test } from '@playwright/test';
import {
  activate,
  answerQuestions,
  fillOrganizationByKeyboard,
  fillRoleDetailsByKeyboard,
  finalizeCompetencyProfile,
  saveAndNext,
} from '../../packages/demo-app/e2e/support/wizard';
import { expectUntouchedByHostCss, watchConsole } from './support/hostPage';

type NextHost = { url: string; next: string; react: string };

const host = (): NextHost => {
  const value = process.env.ROLESCOPE_INSTALL_next;
  if (!value) throw new Error('the global setup did not prepare the Next.js host');
  return JSON.parse(value);
};

/** The organisation key must never reach the browser. */
const watchForKey = (page: Page) => {
  const leaks: string[] = [];
  page.on('request', (request) => {
    const seen = `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`;
    if (seen.includes('rs_sk_')) leaks.push(request.url());
  });
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/rolescope-session')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('rs_sk_')) leaks.push(response.url());
  });
  return leaks;
};

test('next build and next start: the server renders the provider with the theme the layout computed', async () => {
  const { url, next, react } = host();
  expect(next).toMatch(/^16\./);
  expect(react).toMatch(/^19\./);
  const html = await (await fetch(url)).text();
  expect(html).toContain('<h1>HR portal</h1>');
  // darkTheme() ran in the layout (a Server Component) and reached the provider's server HTML.
  expect(html).toMatch(/data-rolescope="" data-theme="dark"/);
  expect(html).not.toContain('rs_sk_');
});

test('an employee completes the evaluation in the Next.js host under a hostile stylesheet', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = watchConsole(page);
  const leaks = watchForKey(page);
  await page.goto(host().url);

  // The portal's hostile rules apply to its own heading ...
  const portalHeading = page.getByRole('heading', { name: 'HR portal' });
  await expect(portalHeading).toHaveCSS('letter-spacing', '3px');
  await expect(portalHeading).toHaveCSS('color', 'rgb(255, 0, 0)');

  // ... and not to the widgets: the embed session started (no sign-in), step 1 shows as designed.
  const step = page.getByText('Step 1 of 5').first();
  await expect(step).toBeVisible({ timeout: 30_000 });
  await expect(step).toHaveCSS('letter-spacing', 'normal');
  await expect(step).toHaveCSS('text-transform', 'none');
  await expect(page.getByRole('textbox', { name: 'Password' })).toHaveCount(0);

  // The theme from the server: dark, with the portal's accent (a CSSOM variable, no style attribute).
  const root = page.locator('[data-rolescope]').first();
  await expect(root).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() =>
      root.evaluate((el) => getComputedStyle(el).getPropertyValue('--rs-color-accent').trim()),
    )
    .toBe('#00aa77');

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
  await finalizeCompetencyProfile(page);

  // The results, Submit, the thank-you: EvaluationFlow needs no route of the host.
  await expect(page.getByText('Detailed Competency Analysis').first()).toBeVisible();
  await expectUntouchedByHostCss(page, portalHeading, [
    page.getByText('Detailed Competency Analysis').first(),
    page.getByRole('button', { name: 'Submit Survey' }),
  ]);
  await activate(page.getByRole('button', { name: 'Submit Survey' }));
  await activate(page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }));
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
  await expect(page.getByText('Thank you. Your evaluation has been sent.')).toBeVisible();
  await expect(page).toHaveURL(`${host().url}/`);

  expect(problems).toEqual([]);
  expect(leaks).toEqual([]);
});
