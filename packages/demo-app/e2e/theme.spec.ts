import type { Page } from '@playwright/test';
import { demoAccount, expect, signInByApi, test } from './support/fixtures';

/**
 * The relative luminance (0 black .. 1 white) of the background an element shows: its own
 * computed background colour, or the nearest ancestor's that paints one.
 */
const backgroundLuminance = (page: Page, selector: string): Promise<number> =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      let colour = 'rgb(255, 255, 255)';
      for (let n: Element | null = el; n; n = n.parentElement) {
        const bg = getComputedStyle(n).backgroundColor;
        const alpha = bg.startsWith('rgba') ? Number(bg.split(',')[3]?.replace(')', '')) : 1;
        if (alpha > 0) {
          colour = bg;
          break;
        }
      }
      const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? ['0', '0', '0'])
        .slice(0, 3)
        .map((v) => Number(v) / 255)
        .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    });

const isDark = async (page: Page, selector: string) =>
  expect.poll(() => backgroundLuminance(page, selector), selector).toBeLessThan(0.05);
const isLight = async (page: Page, selector: string) =>
  expect.poll(() => backgroundLuminance(page, selector), selector).toBeGreaterThan(0.8);

const widgetsRoot = (page: Page) => page.locator('[data-rolescope]').first();

test.describe('colour scheme', () => {
  test('System (the default) follows prefers-color-scheme, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(widgetsRoot(page)).toHaveAttribute('data-theme', 'dark');
    await isDark(page, 'html');
    await isDark(page, 'main');
    // The footer's Theme choice shows System.
    const theme = page.getByRole('group', { name: 'Theme' });
    await expect(theme.getByRole('radio', { name: 'System' })).toBeChecked();

    // The operating system switches while the page is open.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(widgetsRoot(page)).toHaveAttribute('data-theme', 'light');
    await isLight(page, 'html');
    await isLight(page, 'main');
  });

  test('the public footer chooses Dark over a light system; remembered after a reload', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/signup');
    const theme = page.getByRole('group', { name: 'Theme' });
    await theme.getByRole('radio', { name: 'Dark' }).check();
    await expect(widgetsRoot(page)).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('rolescope:color-scheme'))).toBe('dark');
    await page.reload();
    await expect(widgetsRoot(page)).toHaveAttribute('data-theme', 'dark');
    await expect(
      page.getByRole('group', { name: 'Theme' }).getByRole('radio', { name: 'Dark' }),
    ).toBeChecked();
  });

  test('Dark from the user menu: remembered, painted before the app runs, on every surface', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInByApi(page, demoAccount);
    await page.goto('/reports-history');
    await expect(page.getByRole('heading', { name: 'Your Submitted Surveys' })).toBeVisible();
    await isLight(page, 'main');

    await page.getByRole('button', { name: /Account menu/ }).click();
    const menu = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('group', { name: 'Theme' }) });
    await menu.getByRole('radio', { name: 'Dark' }).check();
    await expect(widgetsRoot(page)).toHaveAttribute('data-theme', 'dark');
    // The menu (portalled) is dark too.
    await isDark(page, '[role="dialog"]:has(fieldset)');
    await page.keyboard.press('Escape');

    // Page, main and header.
    await isDark(page, 'html');
    await isDark(page, 'main');
    await isDark(page, 'header');

    // The report dialog (the A4 preview on screen) is dark; printed, it is light.
    await page
      .getByRole('button', { name: /View Report/ })
      .first()
      .click();
    const report = page.getByRole('dialog').filter({ hasText: 'Version 1.0' });
    await expect(report).toBeVisible();
    await isDark(page, '[role="dialog"]');
    const textColour = () =>
      report.evaluate((el) => getComputedStyle(el).color.match(/\d+/g)?.slice(0, 3).join(','));
    expect(await textColour()).not.toBe('17,24,39');
    await page.emulateMedia({ media: 'print' });
    // The text prints in the light theme's near-black.
    await expect.poll(textColour).toBe('17,24,39');
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');

    // A toast is dark.
    await page
      .getByRole('button', { name: /Delete Draft/ })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    const toast = page.getByRole('status').filter({ hasText: 'Draft Deleted' }).first();
    await expect(toast).toBeVisible();
    await expect
      .poll(() =>
        toast.evaluate((el) => {
          // The nearest ancestor (or itself) with a painted background.
          for (let n: Element | null = el; n; n = n.parentElement) {
            const bg = getComputedStyle(n).backgroundColor;
            if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
          }
          return '';
        }),
      )
      .toMatch(/^rgb\((\d|[1-5]\d), (\d|[1-5]\d), (\d|[1-5]\d)\)$/);

    // Remembered, and applied before the app's code runs: with the app's scripts blocked, the
    // page (index.html, its colour-scheme script and the stylesheet) is already dark.
    expect(await page.evaluate(() => localStorage.getItem('rolescope:color-scheme'))).toBe('dark');
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/reports-history');
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    await isDark(page, 'html');
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await expect(widgetsRoot(page)).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });
});
