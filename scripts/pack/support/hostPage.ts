// What every install-test host is checked for, whatever it is built with: no console error,
// failed request or hydration message; the portal's hostile stylesheet applied to the portal
// but not to Rolescope's text; the charts drawn the same with and without that stylesheet.
import { writeFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { compareImages } from './compareImages';

/**
 * Console errors, uncaught exceptions, failed requests and every message about hydration (React
 * reports a mismatch as a console error, or in production as a recoverable error #418, #423 or
 * #425). A CSP violation is a console error too.
 */
export const watchConsole = (page: Page) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    const text = m.text();
    if (m.type() === 'error' || /hydrat|#41[89]|#42[35]/i.test(text)) {
      problems.push(`${m.type()}: ${text}`);
    }
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  // A failed request's console error names no URL: this does.
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  return problems;
};

/** The inherited text properties a host stylesheet sets (`hostile.css` sets them all on `*`). */
export const TEXT_PROPERTIES = [
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'font-family',
  'font-style',
  'line-height',
  'text-shadow',
] as const;

/** `target`'s inherited text properties as the browser computed them. */
export const textStyle = (target: Locator) =>
  target.evaluate(
    (el, props) =>
      Object.fromEntries(props.map((p) => [p, getComputedStyle(el).getPropertyValue(p)])),
    [...TEXT_PROPERTIES],
  );

/** `target`'s text as the widgets set it: none of the hostile stylesheet's values reached it. */
export const expectDefaultText = async (target: Locator) =>
  expect(await textStyle(target)).toMatchObject({
    'letter-spacing': 'normal',
    'word-spacing': '0px',
    'text-transform': 'none',
    'font-style': 'normal',
    'text-shadow': 'none',
  });

type RemovedRule = { sheet: number; index: number; text: string };
type HostileWindow = Window & { rolescopeHostileRules?: RemovedRule[] };

/**
 * Takes the rules of `hostile.css` out of the page's stylesheets, wherever the host's bundler
 * put them (a `<link>` of its own, or one file with the widgets' styles as Next.js makes): the
 * top-level rules whose selectors are only element names or `*`. The widgets' own rules are
 * scoped by class or attribute, so none of them is taken. Returns how many rules went;
 * `restoreHostileRules` puts them back where they were.
 */
export const removeHostileRules = (page: Page) =>
  page.evaluate(() => {
    const bare = /^(\*|[a-z][a-z0-9]*)(\s*,\s*(\*|[a-z][a-z0-9]*))*$/;
    const removed: RemovedRule[] = [];
    for (const [s, sheet] of [...document.styleSheets].entries()) {
      const rules = [...sheet.cssRules];
      for (let i = rules.length - 1; i >= 0; i--) {
        const rule = rules[i];
        if (rule instanceof CSSStyleRule && bare.test(rule.selectorText.trim())) {
          removed.push({ sheet: s, index: i, text: rule.cssText });
          sheet.deleteRule(i);
        }
      }
    }
    (window as HostileWindow).rolescopeHostileRules = removed;
    return removed.length;
  });

export const restoreHostileRules = (page: Page) =>
  page.evaluate(() => {
    const removed = (window as HostileWindow).rolescopeHostileRules ?? [];
    const sheets = [...document.styleSheets];
    for (const { sheet, index, text } of [...removed].reverse()) {
      sheets[sheet]?.insertRule(text, index);
    }
    return removed.length;
  });

/** The charts on the page (each a `figure` holding an SVG with `role="img"`, shadow roots included). */
export const chartFigures = (scope: Page | Locator) =>
  scope.locator('figure').filter({ has: scope.locator('svg[role="img"]') });

const screenshots = async (charts: Locator) => {
  const shots: Buffer[] = [];
  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded();
    shots.push(await chart.screenshot({ animations: 'disabled', caret: 'hide' }));
  }
  return shots;
};

/** The share of a chart's pixels that may differ (anti-aliasing at another subpixel offset). */
const SAME = 0.001;

/** Screenshot of `chart` with its labels spaced out as a host's `letter-spacing` would do. */
const spacedOut = async (chart: Locator) => {
  const labels = (spacing: string) =>
    chart.evaluate((figure, value) => {
      for (const text of figure.querySelectorAll<SVGTextElement>('svg text')) {
        text.style.letterSpacing = value;
      }
    }, spacing);
  await labels('2px');
  const shot = await chart.screenshot({ animations: 'disabled', caret: 'hide' });
  await labels('');
  return shot;
};

/**
 * On a page showing charts under the hostile stylesheet: screenshots of every chart and the
 * text properties of `texts` (Rolescope's own), then the hostile rules taken out (`portalText`,
 * the host's own text, shows they were on and are off), then the same again: the same values
 * and the same pixels (`compareImages`: within a pixel of their place, as the charts move when
 * the host's layout changes). A control proves the comparison sees what it guards against: the
 * first chart with its labels spaced out 2px is told apart. Then the rules are put back, so the
 * walk goes on under them. The screenshots are attached to the test.
 */
export const expectUntouchedByHostCss = async (
  page: Page,
  portalText: Locator,
  texts: Locator[],
) => {
  const charts = chartFigures(page);
  await expect(charts.first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  await expect(portalText).toHaveCSS('letter-spacing', '3px');
  const count = await charts.count();
  expect(count).toBeGreaterThanOrEqual(2);
  const hostile = await screenshots(charts);
  const hostileText = await Promise.all(texts.map(textStyle));

  expect(await removeHostileRules(page)).toBeGreaterThan(10);
  await expect(portalText).toHaveCSS('letter-spacing', 'normal');
  const plain = await screenshots(charts);
  expect(await Promise.all(texts.map(textStyle))).toEqual(hostileText);
  const control = await spacedOut(charts.first());
  await restoreHostileRules(page);
  await expect(portalText).toHaveCSS('letter-spacing', '3px');

  const info = test.info();
  const keep = async (name: string, body: Buffer) => {
    const file = info.outputPath(name);
    writeFileSync(file, body);
    await info.attach(name, { path: file, contentType: 'image/png' });
  };
  for (const [i, shot] of hostile.entries()) {
    await keep(`chart-${i + 1}-hostile.png`, shot);
    await keep(`chart-${i + 1}-plain.png`, plain[i]);
  }
  await keep('chart-1-spaced-out.png', control);

  expect(plain).toHaveLength(count);
  for (const [i, shot] of hostile.entries()) {
    const { mismatch, sizes } = await compareImages(page, shot, plain[i]);
    expect(
      mismatch,
      `chart ${i + 1} of ${count} with and without the host's CSS (${JSON.stringify(sizes)})`,
    ).toBeLessThanOrEqual(SAME);
  }
  const { mismatch } = await compareImages(page, control, plain[0]);
  expect(mismatch, 'chart 1 with its labels spaced out').toBeGreaterThan(5 * SAME);
};
