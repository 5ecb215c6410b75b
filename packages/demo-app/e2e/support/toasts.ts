import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

type Box = { x: number; y: number; width: number; height: number };

/** The notification region (the spec's hotkey is in its name). */
export const toastRegion = (page: Page): Locator =>
  page.getByRole('region', { name: 'Notifications (Alt+T)' });

/** The toast (status or alert) in the region that contains `text`. */
export const toastWith = (page: Page, text: string | RegExp): Locator =>
  toastRegion(page).locator('[data-toast-id]').filter({ hasText: text });

/**
 * Opens `path` with React Router navigation state, as an in-app navigation would: the data
 * router reads `history.state.usr` when the page loads.
 */
export const openWithState = async (page: Page, path: string, state: unknown): Promise<void> => {
  await page.goto('/help');
  await page.evaluate(
    ([to, usr]) => window.history.replaceState({ usr, key: 'e2e', idx: 0 }, '', to),
    [path, state] as const,
  );
  await page.reload();
};

const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of the visible, enabled-or-not primary buttons: by role and name, and every marked one. */
const primaryButtonBoxes = async (page: Page, named: readonly (string | RegExp)[]) => {
  const boxes: Array<{ name: string; box: Box }> = [];
  for (const name of named) {
    for (const button of await page.getByRole('button', { name }).all()) {
      const box = (await button.isVisible()) ? await button.boundingBox() : null;
      if (box) boxes.push({ name: String(name), box });
    }
  }
  const marked = await page.locator('[data-rs-primary]').evaluateAll((els) =>
    els
      .map((el) => ({ name: el.textContent ?? '', r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight)
      .map(({ name, r }) => ({ name, box: { x: r.x, y: r.y, width: r.width, height: r.height } })),
  );
  return [...boxes, ...marked];
};

/**
 * The toast is settled (its slide-in ended) and its box covers none of the visible primary
 * buttons: the ones named here (the screen's own primary actions) and every primary button.
 */
export const expectToastClearOfPrimaryButtons = async (
  page: Page,
  toast: Locator,
  named: readonly (string | RegExp)[] = [],
): Promise<void> => {
  await expect(toast).toBeVisible();
  await expect
    .poll(
      async () => {
        const box = await toast.boundingBox();
        if (!box) return ['no toast box'];
        const buttons = await primaryButtonBoxes(page, named);
        return buttons.filter((b) => intersects(box, b.box)).map((b) => b.name);
      },
      { message: 'primary buttons under the toast' },
    )
    .toEqual([]);
};

/** The toast's box once its slide-in has ended (two equal measurements in a row). */
export const settledBox = async (toast: Locator): Promise<Box> => {
  let last = '';
  let box: Box | null = null;
  await expect
    .poll(async () => {
      box = await toast.boundingBox();
      const now = JSON.stringify(box);
      const same = box !== null && now === last;
      last = now;
      return same;
    })
    .toBe(true);
  if (!box) throw new Error('the toast has no box');
  return box;
};
