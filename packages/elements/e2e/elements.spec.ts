import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

type Recorded = { type: string; detail: Record<string, unknown>; target: string };

const events = (page: Page): Promise<Recorded[]> =>
  page.evaluate(() => (window as unknown as { rolescopeEvents: Recorded[] }).rolescopeEvents);

const problems = (page: Page) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
  });
  return errors;
};

const signInAsDemo = async (page: Page) => {
  const auth = page.locator('rolescope-auth');
  await auth.getByRole('button', { name: 'Sign In to Continue' }).click();
  await auth
    .getByRole('textbox', { name: 'Email Address', exact: true })
    .fill('demo@rolescope.app');
  await auth.getByRole('textbox', { name: 'Password', exact: true }).fill('Demo@12345');
  await auth.getByRole('button', { name: 'Sign In', exact: true }).click();
};

test('the elements work on a strict-CSP page: sign-in, wizard, styles, theme, locale, axe', async ({
  page,
}) => {
  const errors = problems(page);
  await page.goto('/');
  const evaluation = page.locator('rolescope-evaluation');

  // Before a session: the evaluation asks for one; everything renders in open shadow roots.
  await expect(evaluation.getByText('Sign in to Rolescope to continue.')).toBeVisible();
  expect(
    await page.evaluate(() =>
      ['rolescope-auth', 'rolescope-evaluation'].map((name) => {
        const host = document.querySelector(name);
        return {
          mode: host?.shadowRoot?.mode,
          lightChildren: host?.children.length,
          adopted: host?.shadowRoot?.adoptedStyleSheets.length,
          styleTags: host?.shadowRoot?.querySelectorAll('style, [style]').length,
        };
      }),
    ),
  ).toEqual([
    { mode: 'open', lightChildren: 0, adopted: 1, styleTags: 0 },
    { mode: 'open', lightChildren: 0, adopted: 1, styleTags: 0 },
  ]);

  await signInAsDemo(page);
  await expect
    .poll(async () => (await events(page)).find((e) => e.type === 'rolescope:signed-in'))
    .toMatchObject({
      target: 'rolescope-auth',
      detail: { user: { email: 'demo@rolescope.app', role: 'user' } },
    });
  const signedIn = (await events(page)).find((e) => e.type === 'rolescope:signed-in');
  expect(Object.keys(signedIn?.detail.user as object).sort()).toEqual([
    '_id',
    'email',
    'name',
    'role',
  ]);
  expect(JSON.stringify(signedIn)).not.toMatch(/token|password|secret/i);

  // The other element on the page picks the session up: step 1 with the catalog loaded.
  await expect(evaluation.getByText('Step 1 of 5').first()).toBeVisible();
  const category = evaluation.getByRole('combobox', { name: 'Industry Category', exact: true });
  await expect(category).not.toHaveAttribute('aria-busy', 'true');
  await category.click();
  const options = evaluation.getByRole('option');
  await expect(options.first()).toBeVisible();
  expect(await options.count()).toBeGreaterThan(1);
  await page.keyboard.press('Escape');

  // The widgets' styles apply inside the shadow root, and the host's hostile CSS does not.
  const next = evaluation.getByRole('button', { name: 'Save & Next' });
  const look = await next.evaluate((button) => {
    const s = getComputedStyle(button);
    return { bg: s.backgroundColor, border: s.borderTopStyle, transform: s.textTransform };
  });
  expect(look.bg).not.toBe('rgb(255, 105, 180)');
  expect(look.bg).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.border).not.toBe('dashed');
  expect(look.transform).toBe('none');
  // A button in a shadow root without the widgets' stylesheet: the browser's default look.
  const disabled = await next.isDisabled();
  const bare = await page.evaluate((off) => {
    const host = document.createElement('div');
    const b = document.createElement('button');
    b.disabled = off;
    host.attachShadow({ mode: 'open' }).append(b);
    document.body.append(host);
    const s = getComputedStyle(b).backgroundColor;
    host.remove();
    return s;
  }, disabled);
  expect(look.bg).not.toBe(bare);

  // Theme and locale switch in place: same nodes, typed input kept.
  const company = evaluation.getByRole('textbox', { name: 'Company', exact: true });
  await company.fill('Acme Corp');
  await company.evaluate((input) => {
    (input as HTMLInputElement & { marker?: string }).marker = 'same node';
  });
  const root = evaluation.locator('[data-rolescope]').first();
  await expect(root).toHaveAttribute('data-theme', 'light');
  const lightSurface = await root.evaluate((el) => getComputedStyle(el).color);
  await evaluation.evaluate((el) => el.setAttribute('theme', 'dark'));
  await expect(root).toHaveAttribute('data-theme', 'dark');
  expect(await root.evaluate((el) => getComputedStyle(el).color)).not.toBe(lightSurface);
  await expect(company).toHaveValue('Acme Corp');
  expect(await company.evaluate((input) => (input as { marker?: string }).marker)).toBe(
    'same node',
  );
  await evaluation.evaluate((el) => el.setAttribute('locale', 'fr'));
  await expect(evaluation.locator('[part="root"]')).toHaveAttribute('lang', 'fr');
  await expect(evaluation.getByText('Step 1 of 5').first()).toBeVisible();
  await expect(company).toHaveValue('Acme Corp');
  expect(await company.evaluate((input) => (input as { marker?: string }).marker)).toBe(
    'same node',
  );
  await evaluation.evaluate((el) => el.setAttribute('theme', 'light'));

  // axe runs into open shadow roots.
  const axe = await new AxeBuilder({ page }).analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);

  // Sign out from the user menu: the event, and the evaluation asks for a session again.
  const auth = page.locator('rolescope-auth');
  await auth
    .getByRole('button', { name: /account|user menu|demo/i })
    .first()
    .click();
  await auth.getByRole('button', { name: 'Sign Out' }).click();
  await auth
    .getByRole('alertdialog')
    .getByRole('button', { name: /Sign Out|Yes/ })
    .click();
  await expect
    .poll(async () => (await events(page)).map((e) => e.type))
    .toContain('rolescope:signed-out');
  await expect(evaluation.getByText('Sign in to Rolescope to continue.')).toBeVisible();

  expect(
    await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test('a failed call is a rolescope:error event with its status and message', async ({ page }) => {
  await page.goto('/');
  const auth = page.locator('rolescope-auth');
  await auth.getByRole('button', { name: 'Sign In to Continue' }).click();
  await auth
    .getByRole('textbox', { name: 'Email Address', exact: true })
    .fill('demo@rolescope.app');
  await auth.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong@12345');
  await auth.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect
    .poll(async () => (await events(page)).find((e) => e.type === 'rolescope:error'))
    .toMatchObject({ target: 'rolescope-auth', detail: { status: 401 } });
  const error = (await events(page)).find((e) => e.type === 'rolescope:error');
  expect(typeof error?.detail.message).toBe('string');
  expect((await events(page)).map((e) => e.type)).not.toContain('rolescope:signed-in');
});

test('moving an element keeps its state; removing it unmounts it', async ({ page }) => {
  const errors = problems(page);
  await page.goto('/');
  await signInAsDemo(page);
  const evaluation = page.locator('rolescope-evaluation');
  const company = evaluation.getByRole('textbox', { name: 'Company', exact: true });
  await company.fill('Acme Corp');

  // Moved within the page (disconnected and connected in one task): same tree, same input.
  await page.evaluate(() => {
    const el = document.querySelector('rolescope-evaluation');
    if (el) document.querySelector('header')?.append(el);
  });
  await expect(company).toHaveValue('Acme Corp');

  // Removed: the React root is unmounted and its content leaves the shadow root.
  const left = await page.evaluate(async () => {
    const el = document.querySelector('rolescope-evaluation');
    el?.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    return el?.shadowRoot?.childElementCount;
  });
  expect(left).toBe(0);

  // Attached again: a fresh tree, signed in from the shared session.
  await page.evaluate(() => {
    const el = document.createElement('rolescope-evaluation');
    el.setAttribute('api-base', '/api');
    document.querySelector('main')?.append(el);
  });
  await expect(evaluation.getByText('Step 1 of 5').first()).toBeVisible();
  expect(errors).toEqual([]);
});
