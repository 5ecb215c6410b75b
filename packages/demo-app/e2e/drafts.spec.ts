import type { Page } from '@playwright/test';
import { registerByApi } from './support/career';
import { expect, signInByApi, test } from './support/fixtures';
import { openWithState, toastWith } from './support/toasts';

// A draft save that fails: 401 and 403 end the session (the error catalogue's "403 on any
// call"), a lost network says An error occurred.

const SAVE_DRAFT = '**/api/v1/survey/save-draft';

/** Step 2 of the competency wizard, answered: Save & Next saves the draft. */
const stepTwo = {
  reportType: 'competency',
  startStep: 2,
  details: { role: 'Draft Failure', industryCategory: 'technology' },
  organizationDetails: {
    managementLevel: 'middle',
    customerScope: 'national',
    employees: '201-500',
    revenue: '100-500',
  },
};

const openStepTwo = async (page: Page, tag: string) => {
  await signInByApi(page, await registerByApi(page, tag));
  await openWithState(page, '/competency-evaluation', stepTwo);
  await expect(page.getByText('Step 2 of 5').first()).toBeVisible();
};

test.describe('draft save failures', () => {
  for (const status of [403, 401]) {
    test(`a ${status} while saving a draft signs out: session cleared, /login`, async ({
      page,
    }) => {
      await openStepTwo(page, `draft-${status}`);
      expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
      await page.route(SAVE_DRAFT, (route) =>
        route.fulfill({ status, json: { success: false, message: 'Not allowed' } }),
      );
      await page.getByRole('button', { name: 'Save & Next' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    });
  }

  test('a network failure while saving toasts An error occurred', async ({ page }) => {
    await openStepTwo(page, 'draft-network');
    await page.route(SAVE_DRAFT, (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Save & Next' }).click();
    const toast = toastWith(page, 'Could not save draft');
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('An error occurred');
    await expect(page.getByText('Not saved — will retry')).toBeVisible();
  });
});
