import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * Whether the focused element shows a focus indicator: an outline (style not none, width > 0)
 * or a box-shadow on itself, or an outline on its label or on one of its three nearest
 * ancestors (a text box inside a framed control whose frame shows the ring).
 */
const focusIndicator = (page: Page): Promise<string | null> =>
  page.evaluate(() => {
    let el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing focused';
    const shows = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
    };
    if (shows(el)) return null;
    const outlined = (node: Element) => {
      const style = getComputedStyle(node);
      return style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    };
    const label = (el as HTMLInputElement).labels?.[0];
    if (label && outlined(label)) return null;
    let parent = el.parentElement;
    for (let i = 0; i < 3 && parent; i++, parent = parent.parentElement) {
      if (outlined(parent)) return null;
    }
    el = el as HTMLElement;
    return `no focus indicator on ${el.tagName.toLowerCase()} "${el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? ''}"`;
  });

/** Presses Tab (Shift+Tab with `back`) and checks that the new focus is visible. */
export const tab = async (page: Page, back = false): Promise<void> => {
  const key = back ? 'Shift+Tab' : 'Tab';
  await page.keyboard.press(key);
  // Past the last stop focus leaves the page for a moment; the next Tab starts over.
  if (await page.evaluate(() => document.activeElement === document.body)) {
    await page.keyboard.press(key);
  }
  expect(await focusIndicator(page)).toBeNull();
};

/** Tabs (each stop with a visible focus) until `target` has focus; at most `limit` stops. */
export const tabTo = async (page: Page, target: Locator, limit = 40): Promise<void> => {
  for (let i = 0; i < limit; i++) {
    const focused = await target
      .first()
      .evaluate((el) => el === document.activeElement)
      .catch(() => false);
    if (focused) return;
    await tab(page);
  }
  await expect(target).toBeFocused();
};
