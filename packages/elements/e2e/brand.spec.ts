import { expect, type Page, test } from '@playwright/test';

/**
 * The page's brand reaches the widgets inside the shadow roots (`accent-color`, `--rs-*` on the
 * element), and nothing else the page sets on or above the element is inherited into them.
 */

/** A computed value inside `name`'s shadow root: on its theme root, or on its first button. */
const inside = (page: Page, name: string, what: 'root' | 'button', property: string) =>
  page.evaluate(
    ({ name, what, property }) => {
      const shadow = document.querySelector(name)?.shadowRoot;
      const el = shadow?.querySelector(what === 'root' ? '[data-rolescope]' : 'button');
      return el ? getComputedStyle(el).getPropertyValue(property).trim() : null;
    },
    { name, what, property },
  );

test('accent-color and --rs-* values set on an element reach its widgets', async ({ page }) => {
  await page.goto('/');
  const auth = page.locator('rolescope-auth');
  await expect(auth.getByRole('button', { name: 'Sign In to Continue' })).toBeVisible();
  const defaultAccent = await inside(page, 'rolescope-auth', 'root', '--rs-color-accent');

  await page.evaluate(() => {
    document.querySelector('rolescope-auth')?.setAttribute('accent-color', '#1565c0');
  });
  await expect
    .poll(() => inside(page, 'rolescope-auth', 'root', '--rs-color-accent'))
    .toBe('#1565c0');
  expect(defaultAccent).not.toBe('#1565c0');

  // A variable set on the element wins over the accent's own values.
  await page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('rolescope-auth');
    el?.style.setProperty('--rs-color-accent', 'rgb(200, 0, 100)');
  });
  await expect
    .poll(() => inside(page, 'rolescope-auth', 'root', '--rs-color-accent'))
    .toBe('rgb(200, 0, 100)');
  await page.evaluate(() => {
    const el = document.querySelector<HTMLElement>('rolescope-auth');
    el?.style.setProperty('--rs-color-text', 'rgb(1, 2, 3)');
  });
  await expect.poll(() => inside(page, 'rolescope-auth', 'root', 'color')).toBe('rgb(1, 2, 3)');
  // The other element keeps its own brand.
  expect(await inside(page, 'rolescope-evaluation', 'root', '--rs-color-accent')).toBe(
    defaultAccent,
  );
});

test("the page's inherited text styles stop at the element", async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('rolescope-auth').getByRole('button').first()).toBeVisible();
  // A constructable stylesheet: the page's CSP allows no inline <style>.
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(
      'main { font-family: serif; line-height: 3; text-transform: uppercase; color: rgb(200, 0, 0); }',
    );
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  const host = await page.evaluate(() => {
    const s = getComputedStyle(document.querySelector('rolescope-auth') as Element);
    return {
      font: s.fontFamily,
      lineHeight: s.lineHeight,
      transform: s.textTransform,
      color: s.color,
      display: s.display,
    };
  });
  expect(host.font).not.toMatch(/serif|Comic/);
  expect(host.lineHeight).toBe('normal');
  expect(host.transform).toBe('none');
  expect(host.color).not.toBe('rgb(200, 0, 0)');
  expect(host.display).toBe('block');
});

test('the themeOptions property takes what lightTheme() and darkTheme() take', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('rolescope-evaluation').getByText(/Sign in/)).toBeVisible();
  await page.evaluate(() => {
    const el = document.querySelector('rolescope-evaluation') as HTMLElement & {
      themeOptions?: unknown;
    };
    el.themeOptions = { accentColor: '#2e7d32', vars: { '--rs-color-text': 'rgb(4, 5, 6)' } };
  });
  await expect
    .poll(() => inside(page, 'rolescope-evaluation', 'root', '--rs-color-accent'))
    .toBe('#2e7d32');
  await expect
    .poll(() => inside(page, 'rolescope-evaluation', 'root', 'color'))
    .toBe('rgb(4, 5, 6)');
  // The attribute wins over the property's accent.
  await page.evaluate(() =>
    document.querySelector('rolescope-evaluation')?.setAttribute('accent-color', '#6a1b9a'),
  );
  await expect
    .poll(() => inside(page, 'rolescope-evaluation', 'root', '--rs-color-accent'))
    .toBe('#6a1b9a');
});
