import { expectNoSeriousA11yViolations } from './support/axe';
import { apiOf, fillGoal, registerByApi, seedWorkedExampleReport } from './support/career';
import { adminAccount, demoAccount, expect, signInByApi, test } from './support/fixtures';

const publicRoutes = [
  ['/', 'Welcome Back'],
  ['/login', 'Welcome Back'],
  ['/signup', 'Create Your Free Account'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password?token=abc', 'Reset Password'],
  ['/password-success', 'Password Changed'],
  ['/nowhere', 'Lost in the Portal'],
] as const;

const userRoutes = [
  ['/user-dashboard', /^Welcome, /],
  ['/competency-evaluation', null],
  ['/career-progression-evaluation', 'Career Goal Setting'],
  ['/thank-you', 'Thank You!'],
  ['/reports-history', null],
  ['/help', 'Help and Support'],
] as const;

test.describe('accessibility (axe-core: no serious or critical violation)', () => {
  for (const [path, heading] of publicRoutes) {
    test(`public ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectNoSeriousA11yViolations(page, path);
    });
  }

  test('signed-in pages', async ({ page }) => {
    // Six pages, each with a full axe run: more than the default minute on a busy 2-core host.
    test.setTimeout(120_000);
    await page.clock.install();
    await signInByApi(page, demoAccount);
    for (const [path, heading] of userRoutes) {
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      else await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, path);
    }
  });

  test('career progression: skill assessment, the report, its confirmation and the report dialog', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await registerByApi(page, 'career-a11y');
    await seedWorkedExampleReport(await apiOf(page.request, account), account.email, 'Engineer');
    await signInByApi(page, account);
    await page.goto('/career-progression-evaluation');
    await expect(page.getByText('From your latest competency report: Engineer')).toBeVisible();
    await fillGoal(page, 'Head of Platform', 'Level 22 (Medium)', '1 year');
    await page.getByRole('button', { name: 'Next' }).click();

    const groups = page.getByRole('radiogroup', { name: /^Your current level in / });
    await expect(groups.first()).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'Skill Assessment');
    const count = await groups.count();
    for (let i = 0; i < count; i++) {
      await groups
        .nth(i)
        .getByRole('radio', { name: /^Level 2\b/ })
        .click();
    }
    await page.getByRole('button', { name: 'View Report' }).click();
    await expect(page.getByRole('heading', { name: 'Career Progression Report' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the career progression report');

    await page.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Submit Report' });
    await expect(confirm).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the submit confirmation');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    await page.goto('/reports-history');
    await page
      .getByRole('row', { name: /Head of Platform/ })
      .getByRole('button', { name: 'View Report' })
      .click();
    await expect(page.getByRole('dialog', { name: /Career Progression Report/ })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'the career report in the report dialog');
  });

  test('admin area', async ({ page }) => {
    await signInByApi(page, adminAccount);
    await page.goto('/super-admin');
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/super-admin');
  });
});
