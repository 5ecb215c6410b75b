import { test as base, expect, type Page } from '@playwright/test';

export type Account = { email: string; password: string };

export const demoAccount: Account = { email: 'demo@rolescope.app', password: 'Demo@12345' };
export const adminAccount: Account = {
  email: process.env.RS_E2E_ADMIN_EMAIL ?? 'admin@e2e.rolescope.test',
  password: process.env.RS_E2E_ADMIN_PASSWORD ?? 'Admin@e2e123',
};

/** A fresh e-mail address for a test (the database is shared by the parallel workers). */
export const uniqueEmail = (tag: string): string =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.rolescope.test`;

/** A fresh 10-digit mobile number. */
export const uniqueMobile = (): string =>
  `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/**
 * Every test fails on an uncaught error in the page (`pageerror`). The errors are collected
 * and checked after the test, so the failure names them.
 */
export const test = base.extend<{ pageErrors: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${error.name}: ${error.message}`));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Signs in through the API and stores the session as the app does (localStorage `token`
 * and `user` as JSON), so a test can start on a protected page.
 */
export const signInByApi = async (page: Page, account: Account): Promise<void> => {
  const response = await page.request.post('/api/v1/survey/login', {
    data: { email: account.email, password: account.password },
  });
  expect(response.ok(), `login of ${account.email}`).toBeTruthy();
  const { data } = (await response.json()) as { data: { token: string; user: unknown } };
  await page.addInitScript(
    ([token, user]) => {
      // Once per tab, so that signing out later in the test sticks.
      if (window.sessionStorage.getItem('e2e-session-seeded')) return;
      window.sessionStorage.setItem('e2e-session-seeded', '1');
      window.localStorage.setItem('token', JSON.stringify(token));
      window.localStorage.setItem('user', JSON.stringify(user));
    },
    [data.token, data.user] as const,
  );
};

/** Signs in through the sign-in form at /login. */
export const signInByForm = async (page: Page, account: Account): Promise<void> => {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
};
