import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A select's keys, clicks and list are the component's own (nothing loads on its first use):
 * the first key or click on the page's select does what it says, and focus stays on the
 * combobox.
 */

const activeOption = (page: Page) => page.locator('[role="option"][data-active="true"]').first();

test.describe('a select on its first use', () => {
  test('keys typed at once open the list on the match; the combobox keeps focus', async ({
    page,
  }) => {
    await page.goto('/signup');
    const level = page.getByRole('combobox', { name: 'Level' });
    await level.focus();
    await page.keyboard.type('mi');
    await expect(level).toHaveAttribute('aria-expanded', 'true');
    await expect(activeOption(page)).toHaveText('Middle');
    await expect(level).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(level).toHaveText(/Middle/);
    await expect(level).toBeFocused();
  });

  test('ArrowUp as the first key opens the list on the last option', async ({ page }) => {
    await page.goto('/signup');
    const level = page.getByRole('combobox', { name: 'Level' });
    await level.focus();
    await page.keyboard.press('ArrowUp');
    await expect(level).toHaveAttribute('aria-expanded', 'true');
    await expect(activeOption(page)).toHaveText('Top');
    await expect(level).toBeFocused();
  });

  test('the first click opens the list beside the combobox; a click on an option chooses it', async ({
    page,
  }) => {
    await page.goto('/signup');
    const level = page.getByRole('combobox', { name: 'Level' });
    await level.click();
    const listbox = page.getByRole('listbox', { name: 'Level' });
    await expect(listbox).toBeVisible();
    const [field, list] = [await level.boundingBox(), await listbox.boundingBox()];
    if (!field || !list) throw new Error('no boxes');
    // Under the combobox, or above it when only that side has room; at least as wide.
    const gap = Math.min(
      Math.abs(list.y - (field.y + field.height)),
      Math.abs(field.y - (list.y + list.height)),
    );
    expect(gap).toBeLessThanOrEqual(8);
    expect(Math.abs(list.x - field.x)).toBeLessThanOrEqual(1);
    expect(list.width).toBeGreaterThanOrEqual(field.width - 1);
    await page.getByRole('option', { name: 'Senior' }).click();
    await expect(level).toHaveText(/Senior/);
    await expect(level).toBeFocused();
  });
});
