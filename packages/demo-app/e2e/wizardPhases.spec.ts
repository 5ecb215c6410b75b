import type { Page } from '@playwright/test';
import { registerByApi } from './support/career';
import { expect, signInByApi, test } from './support/fixtures';
import {
  answerQuestions,
  fillOrganizationByKeyboard,
  fillRoleDetailsByKeyboard,
  saveAndNext,
} from './support/wizard';

/**
 * The wizard's later phases (step 2, the question steps, the competency selection, the level
 * picker) load when reached, not with step 1: each loads once the step before it is
 * complete, so moving on shows the next step at once; a step whose code has not arrived shows
 * the polite "Loading..." status in its place.
 */

/** The scripts the page has requested so far (paths), recorded from the start. */
const recordScripts = (page: Page): string[] => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
};

/** Counts every time a "Loading..." status is in the page (a MutationObserver from the start). */
const countLoadingStates = async (page: Page) => {
  await page.addInitScript(() => {
    const w = window as unknown as { loadingShown: number };
    w.loadingShown = 0;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[role="status"]')) {
        if (status.textContent === 'Loading...') w.loadingShown += 1;
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return {
    reset: () =>
      page.evaluate(() => ((window as unknown as { loadingShown: number }).loadingShown = 0)),
    count: () => page.evaluate(() => (window as unknown as { loadingShown: number }).loadingShown),
  };
};

const openWizard = async (page: Page, tag: string) => {
  const account = await registerByApi(page, tag);
  await signInByApi(page, account);
  await page.goto('/competency-evaluation');
  await expect(page.getByText('Step 1 of 5').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
};

test.describe('the wizard loads its later steps when reached', () => {
  test.setTimeout(120_000);

  test('step 2 loads once step 1 is complete, and each next step shows without a loading state', async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    const loading = await countLoadingStates(page);
    await openWizard(page, 'wizard-phases');
    const firstLoad = [...scripts];
    await loading.reset();

    await fillRoleDetailsByKeyboard(page);
    await expect(page.getByRole('button', { name: 'Save & Next' })).toBeEnabled();
    // Step 2's code is requested now, while step 1 still shows (not with the page).
    await expect.poll(() => scripts.length).toBeGreaterThan(firstLoad.length);
    await page.waitForLoadState('networkidle');
    await saveAndNext(page, 2);
    await expect(page.getByRole('radio', { name: 'Middle Management' })).toBeVisible();

    await fillOrganizationByKeyboard(page);
    await page.waitForLoadState('networkidle');
    await saveAndNext(page, 3);
    await answerQuestions(page, 5);
    await saveAndNext(page, 4);
    await answerQuestions(page, 8);
    await saveAndNext(page, 5);
    await expect(page.getByRole('button', { name: 'Finalize Competency Profile' })).toBeVisible();
    expect(await loading.count()).toBe(0);
  });

  test('a step whose code has not arrived shows a polite loading status, then the step', async ({
    page,
  }) => {
    // Step 2's code waits until the test lets it through (the rest of the page, the selects'
    // code among it, loads as it comes).
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/OrganizationDetailsStep-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await openWizard(page, 'wizard-phases-slow');
    await fillRoleDetailsByKeyboard(page);
    await saveAndNext(page, 2);
    const status = page.getByRole('status').filter({ hasText: /^Loading\.\.\.$/ });
    await expect(status).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Middle Management' })).toHaveCount(0);
    // The wizard around it stays: the step's heading and actions.
    await expect(page.getByRole('button', { name: 'Previous' })).toBeVisible();

    release();
    await expect(page.getByRole('radio', { name: 'Middle Management' })).toBeVisible();
    await expect(status).toHaveCount(0);
  });
});
