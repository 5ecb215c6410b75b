import { adminAccount, demoAccount, expect, signInByApi, test } from './support/fixtures';

test.describe('routes and guards', () => {
  test('protected pages need a session', async ({ page }) => {
    for (const path of ['/user-dashboard', '/help', '/thank-you', '/super-admin']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/login$/);
    }
  });

  test('an administrator is sent to /super-admin from the ordinary pages', async ({ page }) => {
    await signInByApi(page, adminAccount);
    await page.goto('/help');
    await expect(page).toHaveURL(/\/super-admin$/);
    await expect(page.getByRole('heading', { name: 'Administration' })).toBeVisible();
  });

  test('an ordinary user cannot open /super-admin', async ({ page }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/super-admin');
    await expect(page).toHaveURL(/\/competency-evaluation$/);
  });

  test('an unknown path shows Lost in the Portal and logs it', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await signInByApi(page, demoAccount);
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Lost in the Portal' })).toBeVisible();
    expect(warnings.some((w) => w.includes('/no/such/page'))).toBe(true);
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/competency-evaluation$/);
  });

  test('the header logo leads to /competency-evaluation; the page indicator shows', async ({
    page,
  }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help and Support' })).toBeVisible();
    // Records whether the indicator appears (it shows for 300 ms only).
    await page.evaluate(() => {
      const w = window as unknown as { sawIndicator?: boolean };
      w.sawIndicator = false;
      new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"][aria-label="Loading page"]')) {
          w.sawIndicator = true;
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('link', { name: 'Rolescope home' }).click();
    await expect(page).toHaveURL(/\/competency-evaluation$/);
    expect(
      await page.evaluate(() => (window as unknown as { sawIndicator?: boolean }).sawIndicator),
    ).toBe(true);
    await expect(page.getByRole('progressbar', { name: 'Loading page' })).toHaveCount(0);
  });

  test('a route whose code fails to load shows the error screen until the next navigation', async ({
    page,
  }) => {
    await signInByApi(page, demoAccount);
    await page.route(/\/assets\/help-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/user-dashboard');
    const main = page.getByRole('navigation', { name: 'Main' });
    await main.getByRole('link', { name: 'Help' }).click();
    const error = page.getByRole('heading', { name: 'Unexpected Application Error!' });
    await expect(error).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(main.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(error).toHaveCount(0);
  });
});
