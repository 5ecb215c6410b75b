// The packed elements in a plain HTML page (html-fixture/, made by install.setup.ts with
// htmlHost.ts): no bundler, the elements' file copied from the installed tarball, the server's
// strict Content-Security-Policy, the portal's hostile global stylesheet. A Rolescope account
// signs in with <rolescope-auth> and completes the evaluation in <rolescope-evaluation>.
import { expect, test } from '@playwright/test';
import { submitSurvey, walkToResults } from '../../packages/elements/e2e/wizard';
import { expectDefaultText, expectUntouchedByHostCss, watchConsole } from './support/hostPage';

const host = (): { url: string } => {
  const value = process.env.ROLESCOPE_INSTALL_html;
  if (!value) throw new Error('the global setup did not prepare the plain-HTML host');
  return JSON.parse(value);
};

test('a Rolescope account completes the evaluation in the custom elements under a strict CSP and a hostile stylesheet', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = watchConsole(page);
  const response = await page.goto(host().url);
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe-inline');

  // The portal's hostile rules apply to its own heading ...
  const portalHeading = page.getByRole('heading', { name: 'HR portal' });
  await expect(portalHeading).toHaveCSS('letter-spacing', '3px');
  await expect(portalHeading).toHaveCSS('color', 'rgb(255, 0, 0)');

  // ... and not inside the elements: the sign-in form as designed.
  const auth = page.locator('rolescope-auth');
  const evaluation = page.locator('rolescope-evaluation');
  await expect(evaluation.getByText('Sign in to Rolescope to continue.')).toBeVisible();
  await auth.getByRole('button', { name: 'Sign In to Continue' }).click();
  const email = auth.getByRole('textbox', { name: 'Email Address', exact: true });
  await expect(email).toHaveCSS('letter-spacing', 'normal');
  await email.fill('demo@rolescope.app');
  await auth.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@12345');
  await auth.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.locator('#portal-events')).toHaveText('Signed in as demo@rolescope.app');

  // One password session for the page's elements: the evaluation is signed in too.
  const step = evaluation.getByText('Step 1 of 5').first();
  await expect(step).toBeVisible({ timeout: 30_000 });
  await expectDefaultText(step);
  // The brand from the element's accent-color attribute.
  await expect
    .poll(() =>
      evaluation
        .locator('[data-rolescope]')
        .first()
        .evaluate((el) => getComputedStyle(el).getPropertyValue('--rs-color-accent').trim()),
    )
    .toMatch(/^#0a7$|^#00aa77$/i);

  await walkToResults(evaluation);
  await expectUntouchedByHostCss(page, portalHeading, [
    evaluation.getByText('Detailed Competency Analysis').first(),
    evaluation.getByRole('button', { name: 'Submit Survey' }),
  ]);
  await submitSurvey(evaluation);
  await expect(evaluation.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
  await expect(page.locator('#portal-events')).toContainText('The portal received report');

  expect(problems).toEqual([]);
});
