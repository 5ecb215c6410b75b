import { expectNoSeriousA11yViolations } from './support/axe';
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
    await page.clock.install();
    await signInByApi(page, demoAccount);
    for (const [path, heading] of userRoutes) {
      await page.goto(path);
      if (heading) await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      else await page.waitForLoadState('networkidle');
      await expectNoSeriousA11yViolations(page, path);
    }
  });

  test('admin area', async ({ page }) => {
    await signInByApi(page, adminAccount);
    await page.goto('/super-admin');
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, '/super-admin');
  });
});
