import type { Page } from '@playwright/test';
import { registerByApi } from './support/career';
import {
  type Account,
  demoAccount,
  expect,
  signInByApi,
  signInByForm,
  test,
} from './support/fixtures';
import {
  expectToastClearOfPrimaryButtons,
  openWithState,
  settledBox,
  toastRegion,
  toastWith,
} from './support/toasts';

// The toast policy (docs/toasts.md) in Chromium: where toasts show, that they keep off
// primary buttons, that errors go when the user moves on, and that autosaves are quiet.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const SAVE_DRAFT = '**/api/v1/survey/save-draft';
const UPDATE_DRAFT = '**/api/v1/survey/update-draft';

/** Step 2 of the competency wizard with steps 1 and 2 answered (Save & Next enabled). */
const stepTwo = {
  reportType: 'competency',
  startStep: 2,
  details: { role: 'Toast Tester', industryCategory: 'technology' },
  organizationDetails: {
    managementLevel: 'middle',
    customerScope: 'national',
    employees: '201-500',
    revenue: '100-500',
  },
};

/** The level picker over the wizard, one competency to rate. */
const levelPicker = {
  ...stepTwo,
  startLevelSelection: true,
  selectedLevels: {},
  competencyData: [
    {
      step: 1,
      _id: 'benchmarking',
      title: 'Benchmarking',
      recommendedLevel: 3,
      description: 'Compares practice with the best.',
      levelOptions: [1, 2, 3, 4, 5].map((level) => ({
        level,
        description: `Benchmarking level ${level}`,
        abilities: [`Ability ${level}`],
      })),
    },
  ],
};

const failDraftSaves = async (page: Page) => {
  for (const url of [SAVE_DRAFT, UPDATE_DRAFT]) {
    await page.route(url, (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Database unavailable' } }),
    );
  }
};

const signInFresh = async (page: Page, tag: string): Promise<Account> => {
  const account = await registerByApi(page, tag);
  await signInByApi(page, account);
  return account;
};

/** Sign-in with a wrong password: the destructive Login failed toast, at /login. */
const failSignIn = async (page: Page) => {
  await signInByForm(page, { ...demoAccount, password: 'Wrong@12345' });
  const toast = toastWith(page, 'Login failed');
  await expect(toast).toBeVisible();
  return toast;
};

test.describe('toasts', () => {
  test('at 1280×800 a toast sits in the bottom-right quadrant, clear of Sign In', async ({
    page,
  }) => {
    await page.setViewportSize(DESKTOP);
    const toast = await failSignIn(page);
    await expectToastClearOfPrimaryButtons(page, toast, ['Sign In']);
    const box = await settledBox(toast);
    expect(box.x).toBeGreaterThanOrEqual(DESKTOP.width / 2);
    expect(box.y).toBeGreaterThanOrEqual(DESKTOP.height / 2);
    expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
    expect(box.y + box.height).toBeLessThanOrEqual(DESKTOP.height);
  });

  test('at 375×812 a toast is centred at the bottom, inside the viewport', async ({ page }) => {
    await page.setViewportSize(PHONE);
    const toast = await failSignIn(page);
    await expectToastClearOfPrimaryButtons(page, toast, ['Sign In']);
    const box = await settledBox(toast);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    expect(Math.abs(box.x + box.width / 2 - PHONE.width / 2)).toBeLessThanOrEqual(2);
    expect(box.y + box.height / 2).toBeGreaterThan(PHONE.height / 2);
  });

  for (const [size, viewport] of [
    ['1280×800', DESKTOP],
    ['375×812', PHONE],
  ] as const) {
    test(`${size}: Login successful keeps clear of primary buttons`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInByForm(page, demoAccount);
      const toast = toastWith(page, 'Login successful');
      await expectToastClearOfPrimaryButtons(page, toast, ['Sign In', 'Save & Next']);
    });

    test(`${size}: a failed wizard save keeps clear of Save & Next`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInFresh(page, 'toast-wizard');
      await failDraftSaves(page);
      await openWithState(page, '/competency-evaluation', stepTwo);
      await expect(page.getByText('Step 2 of 5').first()).toBeVisible();
      // Save & Next at the bottom of the window, where the toasts are.
      const next = page.getByRole('button', { name: 'Save & Next' });
      await next.scrollIntoViewIfNeeded();
      await next.click();
      const toast = toastWith(page, 'Could not save draft');
      await expect(toast).toContainText('Database unavailable');
      await expectToastClearOfPrimaryButtons(page, toast, ['Save & Next']);
      // Scrolled so that the actions sit at the very bottom: the toast moves above them.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expectToastClearOfPrimaryButtons(page, toast, ['Save & Next']);
    });

    test(`${size}: a failed save in the level picker keeps clear of Complete`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signInFresh(page, 'toast-picker');
      await failDraftSaves(page);
      await openWithState(page, '/competency-evaluation', levelPicker);
      await expect(page.getByText('Competency Assessment').first()).toBeVisible();
      await page.locator('[role="radio"]:not([aria-disabled="true"])').first().click();
      const toast = toastWith(page, 'Could not save draft');
      await expectToastClearOfPrimaryButtons(page, toast, ['Complete', 'Continue']);
    });

    test(`${size}: Draft Deleted in the history keeps clear of primary buttons`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signInFresh(page, 'toast-history');
      await page.goto('/reports-history');
      const token = await page.evaluate(() => JSON.parse(localStorage.getItem('token') ?? 'null'));
      const created = await page.request.post('/api/v1/survey/save-draft', {
        headers: { Authorization: `Bearer ${token}` },
        data: { draftData: { userFilledDetails: { details: { role: 'Toast Draft' } } } },
      });
      expect(created.ok()).toBeTruthy();
      await page.reload();
      await page
        .getByRole('button', { name: /Delete Draft/ })
        .first()
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
      const toast = toastWith(page, 'Draft Deleted');
      await expectToastClearOfPrimaryButtons(page, toast, ['Start Evaluation', /Complete/]);
    });
  }

  test('an error toast is dismissed when the user moves to another route', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInFresh(page, 'toast-stale');
    await failDraftSaves(page);
    await openWithState(page, '/competency-evaluation', stepTwo);
    await page.getByRole('button', { name: 'Save & Next' }).click();
    const toast = toastWith(page, 'Could not save draft');
    await expect(toast).toBeVisible();
    // An error stays while the user is on the screen it is about.
    await page.waitForTimeout(6000);
    await expect(toast).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(toast).toHaveCount(0);
  });

  test('an autosave shows the quiet saved indicator and no toast', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await signInFresh(page, 'toast-quiet');
    await openWithState(page, '/competency-evaluation', stepTwo);
    await page.getByRole('button', { name: 'Save & Next' }).click();
    await expect(page.getByText('Step 3 of 5').first()).toBeVisible();
    const status = page.getByRole('status').filter({ hasText: /^Saved at / });
    await expect(status).toBeVisible();
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(toastRegion(page).locator('[data-toast-id]')).toHaveCount(0);
    await expect(page.getByText('Data saved')).toHaveCount(0);
  });
});
