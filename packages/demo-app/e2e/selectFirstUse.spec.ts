import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

/**
 * A select loads its Floating UI part (the SelectEngine chunk) on first use. Here the chunk is
 * held back until the user has acted on the select, as on a slow network: what they did before
 * it arrived happens once it has, and focus stays on the combobox.
 */

/** Holds the select's engine chunk until `release()`; `requested` once the page asked for it. */
const holdSelectEngine = async (page: Page) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const state = { requested: false, release };
  await page.route(/\/SelectEngine-[^/]*\.js$/, async (route) => {
    state.requested = true;
    await held;
    await route.continue();
  });
  return state;
};

const activeOption = (page: Page) => page.locator('[role="option"][data-active="true"]').first();

test.describe('a select before its Floating UI part has loaded', () => {
  test('keys typed while it loads open the list on the match; the combobox keeps focus', async ({
    page,
  }) => {
    const engine = await holdSelectEngine(page);
    await page.goto('/signup');
    const level = page.getByRole('combobox', { name: 'Level' });
    await level.focus();
    await expect.poll(() => engine.requested).toBe(true);
    await page.keyboard.type('mi');
    await expect(level).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    engine.release();
    await expect(level).toHaveAttribute('aria-expanded', 'true');
    await expect(activeOption(page)).toHaveText('Middle');
    await expect(level).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(level).toHaveText(/Middle/);
    await expect(level).toBeFocused();
  });

  test('ArrowUp pressed while it loads opens the list on the last option', async ({ page }) => {
    const engine = await holdSelectEngine(page);
    await page.goto('/signup');
    const level = page.getByRole('combobox', { name: 'Level' });
    await level.focus();
    await expect.poll(() => engine.requested).toBe(true);
    await page.keyboard.press('ArrowUp');
    engine.release();
    await expect(level).toHaveAttribute('aria-expanded', 'true');
    await expect(activeOption(page)).toHaveText('Top');
    await expect(level).toBeFocused();
  });

  test('a click while it loads opens the list', async ({ page }) => {
    const engine = await holdSelectEngine(page);
    await page.goto('/signup');
    const level = page.getByRole('combobox', { name: 'Level' });
    await level.click();
    await expect.poll(() => engine.requested).toBe(true);
    await expect(level).toHaveAttribute('aria-expanded', 'false');
    engine.release();
    await expect(page.getByRole('listbox', { name: 'Level' })).toBeVisible();
    await page.getByRole('option', { name: 'Senior' }).click();
    await expect(level).toHaveText(/Senior/);
    await expect(level).toBeFocused();
  });
});
