import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../demo-app/e2e/support/pdfText';

const signInAsDemo = async (page: Page) => {
  const auth = page.locator('rolescope-auth');
  await auth.getByRole('button', { name: 'Sign In to Continue' }).click();
  await auth
    .getByRole('textbox', { name: 'Email Address', exact: true })
    .fill('demo@rolescope.app');
  await auth.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@12345');
  await auth.getByRole('button', { name: 'Sign In', exact: true }).click();
};

const squash = (text: string) => text.replace(/\s+/g, '');

test('a report opened in <rolescope-reports> prints alone, on A4, from the shadow root', async ({
  page,
}) => {
  await page.goto('/');
  await signInAsDemo(page);
  // The portal shows the reports element under its own heading and the evaluation element.
  await page.evaluate(() => {
    const reports = document.createElement('rolescope-reports');
    reports.setAttribute('api-base', '/api');
    document.querySelector('main')?.append(reports);
  });
  const reports = page.locator('rolescope-reports');
  await expect(reports.locator('table').first()).toBeVisible();
  await reports.getByRole('button', { name: 'View Report' }).first().click();
  const dialog = reports.getByRole('dialog', { name: 'Competency Identification Report' });
  await expect(dialog).toBeVisible();
  // The report's competencies: the accordion's section headers name them.
  const firstCompetency = dialog.getByRole('button', { expanded: false }).first();
  await expect(firstCompetency).toBeVisible();
  const competencies = (await dialog.getByRole('button', { expanded: false }).allInnerTexts())
    .map((t) => t.trim())
    .filter(Boolean);
  expect(competencies.length).toBeGreaterThan(0);

  await page.emulateMedia({ media: 'print' });
  // The host page is left out; the report stays, every section open, no controls.
  await expect(page.locator('header h1', { hasText: 'Acme HR portal' })).toBeHidden();
  await expect(page.locator('rolescope-evaluation')).toBeHidden();
  await expect(page.locator('rolescope-auth')).toBeHidden();
  // The reports' list (the first table in the shadow root; the report's own come after it).
  await expect(reports.locator('table').first()).toBeHidden();
  await expect(dialog.getByRole('button', { name: 'Download', exact: true })).toBeHidden();
  await expect(
    dialog.getByRole('heading', { name: 'Competency Identification Report' }),
  ).toBeVisible();

  const printed = await pdfText(await page.pdf({ format: 'A4', printBackground: true }));
  await test.info().attach('pdf text', { body: printed, contentType: 'text/plain' });
  const text = squash(printed);
  expect(text).toContain(squash('Competency Identification Report'));
  for (const competency of competencies) expect(text).toContain(squash(competency));
  expect(text).not.toContain(squash('Acme HR portal'));
  expect(text).not.toContain(squash('Sign in to Rolescope to continue.'));

  // The element says a report is open (what the page's print rules key on); closed, the page
  // prints as it was.
  await expect(reports).toHaveAttribute('data-rs-printing-report', '');
  await page.emulateMedia({ media: 'screen' });
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(reports).not.toHaveAttribute('data-rs-printing-report');
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header h1', { hasText: 'Acme HR portal' })).toBeVisible();
});
