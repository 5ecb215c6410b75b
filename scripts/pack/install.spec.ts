// The packed tarballs installed in a fresh host project (one per React major, made by
// install.setup.ts), built with Vite and served by a Rolescope server: the widgets behave the
// same on React 19 and React 18.3, keyboard and focus included, and server-render in Node.
import { expect, type Page, test } from '@playwright/test';
import { submitSurvey, walkToResults } from '../../packages/elements/e2e/wizard';
import { expectDefaultText, expectUntouchedByHostCss, watchConsole } from './support/hostPage';

type Installed = {
  url: string;
  react: string;
  ssr: { ok: boolean; out: string };
};
type SsrResult = {
  react: string;
  widgets: Record<string, number>;
  errors: string[];
  timers: number;
};

const installed = (): Installed => {
  const name = test.info().project.name;
  const value = process.env[`ROLESCOPE_INSTALL_${name}`];
  if (!value) throw new Error(`the global setup did not prepare ${name}`);
  return JSON.parse(value);
};

const ssrResult = (): SsrResult => {
  const { ssr } = installed();
  expect(ssr.ok, ssr.out).toBe(true);
  return JSON.parse(ssr.out.trim().split('\n').at(-1) ?? '{}');
};

/** Presses Tab until `target` has focus (at most `max` times); fails if it never does. */
const tabTo = async (page: Page, target: ReturnType<Page['locator']>, max = 20) => {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
};

test('the installed widgets render on the server, without window or document', () => {
  const result = ssrResult();
  expect(result.react).toBe(installed().react);
  expect(Object.keys(result.widgets).sort()).toEqual([
    'AuthPanel',
    'EvaluationWizard',
    'LevelPicker',
    'ReportsHistory',
    'UserMenu',
  ]);
  for (const [name, length] of Object.entries(result.widgets)) {
    expect(length, `${name} rendered HTML`).toBeGreaterThan(0);
  }
  expect(result.errors).toEqual([]);
});

test('server rendering leaves no timer running', () => {
  expect(ssrResult().timers).toBe(0);
});

test('a keyboard user signs in and uses the wizard, level picker and user menu', async ({
  page,
}) => {
  const errors = watchConsole(page);
  const { url, react } = installed();
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-react', react);
  expect(react.split('.')[0]).toBe(test.info().project.metadata.react);

  // Sign-in form, keyboard only: Tab reaches the e-mail, then the password; Enter submits.
  const form = page.getByRole('form', { name: 'Welcome Back' });
  const email = form.getByRole('textbox', { name: 'Email Address' });
  const password = form.getByRole('textbox', { name: 'Password' });
  await expect(email).toBeVisible();
  await tabTo(page, email);
  await page.keyboard.type('demo@rolescope.app');
  await page.keyboard.press('Tab');
  await expect(password).toBeFocused();
  await page.keyboard.type('Demo@12345');
  await page.keyboard.press('Enter');

  // The wizard's step 1, with the catalog's industry categories as options.
  await expect(page.getByRole('heading', { name: 'Role Details' })).toBeVisible();
  await expect(page.getByText('Step 1 of 5')).toBeVisible();
  const industry = page.getByRole('combobox', { name: 'Industry Category' });
  const options = page.getByRole('listbox').getByRole('option');
  // The catalog loads after the step shows (and focus may still move once): retry until open.
  await expect(async () => {
    await industry.focus();
    if ((await industry.getAttribute('aria-expanded')) !== 'true')
      await page.keyboard.press('Enter');
    await expect(industry).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    await expect(options.first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  expect(await options.count()).toBeGreaterThan(1);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toBeHidden();

  // The level picker: a radio group that the arrow keys move through, focus included.
  await page
    .getByRole('navigation', { name: 'Portal' })
    .getByRole('button', { name: 'Levels' })
    .click();
  const picker = page.getByRole('dialog', { name: 'Competency Assessment' });
  await expect(picker.getByRole('heading', { name: 'Programming' })).toBeVisible();
  const level = (n: number) => picker.getByRole('radio', { name: new RegExp(`^Level ${n}\\b`) });
  await tabTo(page, level(1));
  await page.keyboard.press('ArrowRight');
  await expect(level(2)).toHaveAttribute('aria-checked', 'true');
  await expect(level(2)).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(level(3)).toHaveAttribute('aria-checked', 'true');
  await expect(level(3)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(level(2)).toHaveAttribute('aria-checked', 'true');
  await expect(level(2)).toBeFocused();
  await expect(picker.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(picker).toBeHidden();

  // The user menu: Enter opens it, Escape closes it and gives the focus back to its button.
  const trigger = page.getByRole('button', { name: 'Account menu' });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('dialog').filter({ hasText: 'demo@rolescope.app' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  expect(errors).toEqual([]);
});

test("a Rolescope account completes the whole evaluation under the portal's hostile stylesheet", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const problems = watchConsole(page);
  await page.goto(installed().url);

  // The portal's hostile rules apply to its own heading ...
  const portalHeading = page.getByRole('heading', { name: 'HR portal' });
  await expect(portalHeading).toHaveCSS('letter-spacing', '3px');
  await expect(portalHeading).toHaveCSS('color', 'rgb(255, 0, 0)');

  // ... and not to the widgets.
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await expect(form.getByRole('heading', { name: 'Welcome Back' })).toHaveCSS(
    'letter-spacing',
    'normal',
  );
  await form.getByRole('textbox', { name: 'Email Address' }).fill('demo@rolescope.app');
  await form.getByRole('textbox', { name: 'Password' }).fill('Demo@12345');
  await form.getByRole('textbox', { name: 'Password' }).press('Enter');
  const step = page.getByText('Step 1 of 5').first();
  await expect(step).toBeVisible();
  await expectDefaultText(step);

  // EvaluationFlow: the five steps, the results, Submit and the thank-you in one widget.
  const body = page.locator('body');
  await walkToResults(body);
  await expectUntouchedByHostCss(page, portalHeading, [
    page.getByText('Detailed Competency Analysis').first(),
    page.getByRole('button', { name: 'Submit Survey' }),
  ]);
  await submitSurvey(body);
  await expect(page.getByRole('heading', { name: 'Report submitted' })).toBeVisible();
  // The host's onSubmitted got the report.
  await expect(page.getByText(/^The portal received report \S+/)).toBeVisible();

  expect(problems).toEqual([]);
});

test('a sign-in page with AuthPanel alone loads auth-panel.css, then the sign-up view its rules', async ({
  page,
}) => {
  const errors = watchConsole(page);
  await page.goto(`${installed().url}/auth-panel.html`);
  const form = page.getByRole('form', { name: 'Welcome Back' });
  await expect(form.getByRole('textbox', { name: 'Email Address' })).toBeVisible();
  // The first load: auth-panel.css alone styles the sign-in (the scoped reset, the theme); the
  // listbox's rules (`max-height: 280px`) are not in it but in the sheet the views adopt when
  // they load (the open panel preloads them at once).
  const sheets = () =>
    page.evaluate(() => {
      const has = (sheet: CSSStyleSheet) =>
        [...sheet.cssRules].some((rule) => rule.cssText.includes('max-height: 280px'));
      return {
        links: [...document.styleSheets].map((s) => s.href ?? 'inline'),
        linkHasListbox: [...document.styleSheets].some(has),
        adopted: document.adoptedStyleSheets.map(has),
      };
    });
  const first = await sheets();
  expect(first.links).toHaveLength(1);
  expect(first.links[0]).toMatch(/\.css$/);
  expect(first.linkHasListbox).toBe(false);
  await expect(page.locator('[data-rolescope]').first()).toHaveCSS('color', 'rgb(17, 24, 39)');

  // The sign-up view's select gets its own rules (adopted with its chunk, CSP-safe: the server
  // sends style-src 'self' and a blocked stylesheet would be a console error).
  await page.getByRole('link', { name: 'Create New Account' }).click();
  const select = page.getByRole('combobox').first();
  await expect(select).toBeVisible();
  await expect(select).toHaveCSS('cursor', 'pointer');
  await expect(select).toHaveCSS('justify-content', 'space-between');
  expect((await sheets()).adopted).toEqual([true]);
  expect(errors).toEqual([]);
});
