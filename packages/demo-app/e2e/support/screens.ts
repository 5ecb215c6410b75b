import type { Page, TestInfo } from '@playwright/test';
import { expectNoA11yViolations } from './axe';
import { expect } from './fixtures';

const viewports = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const themes = ['light', 'dark'] as const;
type ThemeName = (typeof themes)[number];

/**
 * Switches the emulated `prefers-color-scheme` (the demo's default preference is System, so
 * the app follows live) and waits until the widgets' root and the page show that scheme.
 */
const showTheme = async (page: Page, theme: ThemeName): Promise<void> => {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('[data-rolescope]').first()).toHaveAttribute('data-theme', theme);
};

/**
 * Problems of the page's horizontal layout: sideways scroll, and each visible control whose box
 * leaves the viewport (for a control inside a scroll container, such as a wide table's, the part
 * the container shows: the rest is reached by scrolling the container).
 */
const layoutProblems = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const doc = document.documentElement;
    const width = doc.clientWidth;
    const problems: string[] = [];
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().slice(0, 40) ?? '';
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${el.className} "${name}"`;
    };
    if (doc.scrollWidth > width) {
      // Name the innermost elements that stick out, to say what to fix.
      const wide = [...document.body.querySelectorAll('*')].filter(
        (el) =>
          el.getBoundingClientRect().right > width + 0.5 &&
          ![...el.children].some((c) => c.getBoundingClientRect().right > width + 0.5),
      );
      problems.push(
        `sideways scroll: ${doc.scrollWidth} > ${width} (${wide.slice(0, 3).map(describe).join('; ')})`,
      );
    }
    /** The part of `rect` its clipping ancestors (scroll containers) leave visible, or null. */
    const visiblePart = (el: Element, rect: DOMRect) => {
      let left = rect.left;
      let right = rect.right;
      for (let p = el.parentElement; p && p !== doc && p !== document.body; p = p.parentElement) {
        if (getComputedStyle(p).overflowX === 'visible') continue;
        const box = p.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
        if (right - left <= 1) return null;
      }
      return { left, right };
    };
    const controls = document.querySelectorAll(
      'a[href], button, input, select, textarea, [role="button"], [role="link"], [role="checkbox"], [role="radio"], [role="combobox"], [role="tab"], [role="switch"], [role="menuitem"], [tabindex]:not([tabindex="-1"])',
    );
    for (const el of controls) {
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const part = visiblePart(el, rect);
      if (!part) continue;
      if (part.left < -0.5 || part.right > width + 0.5) {
        problems.push(
          `${describe(el)} at ${Math.round(part.left)}..${Math.round(part.right)} of ${width}`,
        );
      }
    }
    return problems;
  });

export type CheckOptions = {
  /** Run axe in each theme (default true). */
  axe?: boolean;
  /** Before each size and theme: e.g. reload a page that changes by itself with time. */
  prepare?: () => Promise<void>;
  /** Extra checks per viewport (after the layout check). */
  perViewport?: (viewport: (typeof viewports)[number]) => Promise<void>;
};

/**
 * One screen, as it is now, at 375×812 and 1280×800 in light and dark: no sideways scroll and
 * every control inside the viewport at each size, axe with every rule and no violation in each
 * theme at each size, and a full-page screenshot of each of the four attached to the report.
 * Leaves the page at 1280×800 in light.
 */
export const checkScreen = async (
  page: Page,
  testInfo: TestInfo,
  label: string,
  options: CheckOptions = {},
): Promise<void> => {
  for (const viewport of viewports) {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const theme of themes) {
      await options.prepare?.();
      await showTheme(page, theme);
      // Layout settles after a resize (floating elements reposition on the next frames). A
      // wait outside the page: a test may have paused the page's clock (and its frames).
      await page.waitForTimeout(100);
      expect
        .soft(await layoutProblems(page), `${label} at ${viewport.name} (${theme})`)
        .toEqual([]);
      if (options.axe !== false) {
        await expectNoA11yViolations(page, `${label} at ${viewport.name} (${theme})`);
      }
      await testInfo.attach(
        `${label} — ${viewport.name} ${viewport.width}x${viewport.height} ${theme}`,
        {
          body: await page.screenshot({ fullPage: true, animations: 'disabled' }),
          contentType: 'image/png',
        },
      );
    }
    await options.perViewport?.(viewport);
  }
  await showTheme(page, 'light');
};
