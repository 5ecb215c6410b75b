import type { Page } from '@playwright/test';
import { adminAccount, demoAccount, expect, signInByApi, test } from './support/fixtures';

// A year that no string can hold by accident: the footers must read it from the clock.
const FUTURE = new Date('2031-06-15T12:00:00Z');

const copyrightLines = (page: Page) => page.getByText(/©\s*\d{4}/);

/** Every copyright line on the page names the clock's year (and there is at least one). */
const expectClockYear = async (page: Page, route: string) => {
  await page.goto(route);
  const lines = copyrightLines(page);
  await expect(lines.first(), route).toBeVisible();
  for (const text of await lines.allTextContents()) {
    expect(text, route).toContain(`© ${FUTURE.getFullYear()}`);
  }
};

test.describe('the copyright year follows the clock', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.setFixedTime(FUTURE);
  });

  test('on every signed-in route with a footer', async ({ page }) => {
    await signInByApi(page, demoAccount);
    for (const route of [
      '/user-dashboard',
      '/competency-evaluation',
      '/career-progression-evaluation',
      '/thank-you',
    ]) {
      await expectClockYear(page, route);
    }
  });

  test('in the admin area', async ({ page }) => {
    await signInByApi(page, adminAccount);
    await expectClockYear(page, '/super-admin');
  });

  test('no route shows another year', async ({ page }) => {
    await signInByApi(page, demoAccount);
    for (const route of [
      '/login',
      '/signup',
      '/forgot-password',
      '/help',
      '/reports-history',
      '/nowhere',
    ]) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      for (const text of await copyrightLines(page).allTextContents()) {
        expect(text, route).toContain(`© ${FUTURE.getFullYear()}`);
      }
    }
  });
});
