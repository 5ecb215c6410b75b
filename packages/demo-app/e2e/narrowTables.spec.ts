import type { Page } from '@playwright/test';
import { adminAccount, demoAccount, expect, signInByApi, test } from './support/fixtures';

/** The page's own horizontal extent: wider than the viewport means a sideways page scroll. */
const pageScrollWidth = (page: Page) =>
  page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0);

/** How far each table scrolls sideways inside its own wrapper (0: it fits, as cards). */
const innerOverflows = (page: Page) =>
  page
    .getByRole('table')
    .evaluateAll((tables) =>
      tables.map((t) =>
        t.parentElement ? t.parentElement.scrollWidth - t.parentElement.clientWidth : 0,
      ),
    );

/** Every visible button of the table, pressable where it is (nothing on top of it). */
const expectActionsReachable = async (page: Page, name: RegExp) => {
  const buttons = page.getByRole('table').getByRole('button', { name });
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i += 1) {
    const button = buttons.nth(i);
    await expect(button).toBeVisible();
    await button.scrollIntoViewIfNeeded();
    await button.click({ trial: true });
    const box = await button.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 375).toBeTruthy();
  }
};

test.describe('narrow screens: tables become cards', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('history at 375 px: no sideways page scroll, every action reachable', async ({ page }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/reports-history');
    await expect(
      page.getByRole('button', { name: /View Report|Complete Assessment/ }).first(),
    ).toBeVisible();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await expectActionsReachable(page, /View Report|Complete Assessment|Delete Draft/);
    // the sort buttons stay reachable above the cards
    await page.getByRole('button', { name: 'Created Date' }).click({ trial: true });
    for (const overflow of await innerOverflows(page)) expect(overflow).toBeLessThanOrEqual(1);
    await page.screenshot({ path: test.info().outputPath('history-375.png'), fullPage: true });
  });

  test('admin tables at 375 px: rows as cards, no sideways page scroll', async ({ page }) => {
    await signInByApi(page, adminAccount);
    await page.goto('/super-admin');
    await expect(page.getByRole('button', { name: 'View Report' }).first()).toBeVisible();
    expect(await pageScrollWidth(page)).toBeLessThanOrEqual(375);
    await expectActionsReachable(page, /View Report/);
    for (const overflow of await innerOverflows(page)) expect(overflow).toBeLessThanOrEqual(1);
    await page.screenshot({ path: test.info().outputPath('admin-375.png'), fullPage: true });
  });
});

test('history at 1280 px stays a table with its column headers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInByApi(page, demoAccount);
  await page.goto('/reports-history');
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader', { name: 'Actions' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'S.No' })).toBeVisible();
  expect(await pageScrollWidth(page)).toBeLessThanOrEqual(1280);
});
