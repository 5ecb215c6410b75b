import type { Page } from '@playwright/test';
import { apiOf, fillGoal, registerByApi, seedWorkedExampleReport } from './support/career';
import {
  adminAccount,
  demoAccount,
  expect,
  signInByApi,
  test,
  uniqueEmail,
  uniqueMobile,
} from './support/fixtures';
import { checkScreen } from './support/screens';
import {
  activate,
  answerQuestions,
  chooseCompetencies,
  fillOrganizationByKeyboard,
  fillRoleDetailsByKeyboard,
  saveAndNext,
} from './support/wizard';

/**
 * Every route and every open dialog and menu at 375×812 and 1280×800 in light and dark (see
 * `checkScreen`): the layout fits, axe (every rule) finds nothing, and a full-page screenshot
 * of each is attached to the test report.
 */

const publicRoutes = [
  ['/', 'Welcome Back'],
  ['/login', 'Welcome Back'],
  ['/signup', 'Create Your Free Account'],
  ['/forgot-password', 'Forgot Password'],
  ['/reset-password?token=x', 'Reset Password'],
  ['/password-success', 'Password Changed'],
  ['/nowhere', 'Lost in the Portal'],
] as const;

const userRoutes = [
  ['/user-dashboard', /^Welcome, /],
  ['/career-progression-evaluation', 'Career Goal Setting'],
  ['/reports-history', 'Your Submitted Surveys'],
  ['/help', 'Help and Support'],
] as const;

const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name }).first();

test.describe('every screen at 375 and 1280, light and dark', () => {
  test.describe.configure({ timeout: 240_000 });

  test('public pages', async ({ page }, testInfo) => {
    for (const [path, title] of publicRoutes) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await checkScreen(page, testInfo, path);
    }
    // The landing with its sign-in panel closed: the full hero and Sign In to Continue.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('button', { name: 'Sign In to Continue' })).toBeVisible();
    await checkScreen(page, testInfo, '/login with the panel closed');
  });

  test('/verify-otp after a sign-up', async ({ page }, testInfo) => {
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('screens'));
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Screens@2025');
    await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill(uniqueMobile());
    await page.getByRole('textbox', { name: 'Designation', exact: true }).fill('Analyst');
    await page.getByRole('combobox', { name: 'Level' }).click();
    await page.getByRole('option', { name: 'Middle' }).click();
    await page.getByRole('textbox', { name: 'Function/Department', exact: true }).fill('Finance');
    await page.getByRole('checkbox', { name: /I accept the/ }).check();
    await page.getByRole('button', { name: 'Register Me' }).click();
    await expect(page).toHaveURL(/\/verify-otp$/);
    await checkScreen(page, testInfo, '/verify-otp');
  });

  test('signed-in pages, the user menu and the log-out confirmation', async ({
    page,
  }, testInfo) => {
    await signInByApi(page, demoAccount);
    for (const [path, title] of userRoutes) {
      await page.goto(path);
      await expect(heading(page, title)).toBeVisible();
      await page.waitForLoadState('networkidle');
      await checkScreen(page, testInfo, path, {
        perViewport: async (viewport) => {
          if (path !== '/reports-history' || viewport.name !== 'phone') return;
          // On a phone the history keeps at least 8 px from both screen edges.
          const box = await page
            .getByRole('region', { name: 'Your Submitted Surveys' })
            .boundingBox();
          expect(box).not.toBeNull();
          expect.soft(box?.x ?? 0, 'left margin').toBeGreaterThanOrEqual(8);
          expect
            .soft((box?.x ?? 0) + (box?.width ?? 0), 'right margin')
            .toBeLessThanOrEqual(viewport.width - 8);
        },
      });
    }
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('group', { name: 'Theme' })).toBeVisible();
    await checkScreen(page, testInfo, 'the user menu');
    await page.getByRole('button', { name: 'Profile' }).click();
    const profile = page.getByRole('dialog', { name: 'Profile' });
    await expect(profile.getByRole('textbox', { name: 'Full Name' })).toBeVisible();
    await checkScreen(page, testInfo, 'the profile dialog');
    await profile.getByRole('button', { name: 'Cancel' }).click();
    await expect(profile).toHaveCount(0);
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByRole('alertdialog', { name: 'Log Out' })).toBeVisible();
    await checkScreen(page, testInfo, 'the log-out confirmation');
  });

  test('/thank-you', async ({ page }, testInfo) => {
    await signInByApi(page, demoAccount);
    // The page signs out after ten seconds: it is loaded afresh for each size and theme.
    await checkScreen(page, testInfo, '/thank-you', {
      prepare: async () => {
        await page.goto('/thank-you');
        await expect(heading(page, 'Thank You!')).toBeVisible();
      },
    });
  });

  test('the report dialog, the report type dialog and a delete confirmation', async ({
    page,
  }, testInfo) => {
    await signInByApi(page, demoAccount);
    await page.goto('/reports-history');
    await page
      .getByRole('button', { name: /View Report/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByText('Version 1.0')).toBeVisible();
    await checkScreen(page, testInfo, 'the report dialog');
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: /Delete Draft/ })
      .first()
      .click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await checkScreen(page, testInfo, 'the delete-draft confirmation');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/user-dashboard');
    await page.getByRole('button', { name: 'Choose a report type' }).click();
    await expect(page.getByRole('dialog', { name: 'Select Report Type' })).toBeVisible();
    await checkScreen(page, testInfo, 'the report type dialog');
  });

  test('the competency wizard: every step, the competency selection and the level picker', async ({
    page,
  }, testInfo) => {
    test.setTimeout(420_000);
    const account = await registerByApi(page, 'screens-wizard');
    await signInByApi(page, account);
    await page.goto('/competency-evaluation');
    await expect(page.getByText('Step 1 of 5').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await checkScreen(page, testInfo, 'wizard step 1');
    await fillRoleDetailsByKeyboard(page);
    await saveAndNext(page, 2);
    await checkScreen(page, testInfo, 'wizard step 2');
    await fillOrganizationByKeyboard(page);
    await saveAndNext(page, 3);
    await checkScreen(page, testInfo, 'wizard step 3');
    await answerQuestions(page, 5);
    await saveAndNext(page, 4);
    await checkScreen(page, testInfo, 'wizard step 4');
    await answerQuestions(page, 8);
    await saveAndNext(page, 5);
    await answerQuestions(page, 8);
    await checkScreen(page, testInfo, 'wizard step 5');

    await activate(page.getByRole('button', { name: 'Finalize Competency Profile' }));
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await checkScreen(page, testInfo, 'the finalize confirmation');
    await activate(page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }));
    const selection = page.getByRole('dialog', { name: /Competency Profile/ });
    await expect(selection).toBeVisible();
    await page.waitForLoadState('networkidle');
    await checkScreen(page, testInfo, 'the competency selection');
    await chooseCompetencies(page, selection);
    await checkScreen(page, testInfo, 'the competency selection, filled');
    await activate(selection.getByRole('button', { name: 'Generate Competency Profile' }));

    await expect(page.getByText('Competency Assessment').first()).toBeVisible();
    await checkScreen(page, testInfo, 'the level picker', {
      perViewport: async (viewport) => {
        if (viewport.name !== 'desktop') return;
        // Every level choice and Continue are on screen without scrolling.
        await page.evaluate(() => window.scrollTo(0, 0));
        const inView = async (locator: ReturnType<Page['locator']>) => {
          const box = await locator.boundingBox();
          expect.soft(box, 'on screen').not.toBeNull();
          if (box) expect.soft(box.y + box.height, 'above the fold').toBeLessThanOrEqual(800);
        };
        // Each level's whole card (its radio is the card's header).
        const levels = page.locator('[role="radio"]');
        const count = await levels.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) await inView(levels.nth(i).locator('xpath=../..'));
        await inView(page.getByRole('button', { name: /^(Continue|Complete)$/ }));
      },
    });
    for (let i = 0; i < 12; i++) {
      await page.locator('[role="radio"]:not([aria-disabled="true"])').first().click();
      const complete = page.getByRole('button', { name: 'Complete' });
      if (await complete.isVisible()) {
        await activate(complete);
        break;
      }
      await activate(page.getByRole('button', { name: 'Continue' }));
    }

    await expect(page).toHaveURL(/\/competency-results$/);
    await expect(page.getByText('Detailed Competency Analysis').first()).toBeVisible();
    await checkScreen(page, testInfo, '/competency-results');
    await activate(page.getByRole('button', { name: 'Submit Survey' }));
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await checkScreen(page, testInfo, 'the submit confirmation');
  });

  test('career progression: skill assessment, the report, its confirmation and the report dialog', async ({
    page,
  }, testInfo) => {
    // One rating card set per skill of the target level (the catalog's technology functions
    // hold about a dozen now): each axe run over the long page takes a while.
    test.setTimeout(420_000);
    const account = await registerByApi(page, 'career-screens');
    await seedWorkedExampleReport(await apiOf(page.request, account), account.email, 'Engineer');
    await signInByApi(page, account);
    await page.goto('/career-progression-evaluation');
    await expect(page.getByText('From your latest competency report: Engineer')).toBeVisible();
    await fillGoal(page, 'Head of Platform', 'Level 22 (Medium)', '1 year');
    await page.getByRole('button', { name: 'Next' }).click();

    const groups = page.getByRole('radiogroup', { name: /^Your current level in / });
    await expect(groups.first()).toBeVisible();
    await checkScreen(page, testInfo, 'career skill assessment');
    const count = await groups.count();
    for (let i = 0; i < count; i++) {
      await groups
        .nth(i)
        .getByRole('radio', { name: /^Level 2\b/ })
        .click();
    }
    await page.getByRole('button', { name: 'View Report' }).click();
    await expect(page.getByRole('heading', { name: 'Career Progression Report' })).toBeVisible();
    await checkScreen(page, testInfo, 'the career progression report');

    await page.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Submit Report' });
    await expect(confirm).toBeVisible();
    await checkScreen(page, testInfo, 'the career submit confirmation');
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    await page.goto('/reports-history');
    await page
      .getByRole('row', { name: /Head of Platform/ })
      .getByRole('button', { name: 'View Report' })
      .click();
    await expect(page.getByRole('dialog', { name: /Career Progression Report/ })).toBeVisible();
    await checkScreen(page, testInfo, 'the career report dialog');
  });

  test('the admin area and its dialogs', async ({ page }, testInfo) => {
    // The admin tables are long: each axe run takes a while.
    test.setTimeout(420_000);
    await signInByApi(page, adminAccount);
    await page.goto('/super-admin');
    await expect(page.getByRole('heading', { name: 'Organizations' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await checkScreen(page, testInfo, '/super-admin');

    await page.getByRole('button', { name: 'Add Organization' }).click();
    const add = page.getByRole('dialog', { name: 'Add Organization' });
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(add.getByText('Organization name is required')).toBeVisible();
    await checkScreen(page, testInfo, 'the add-organization dialog');
    // An organisation of this test's own, to open its delete confirmation.
    const name = `Screens ${Date.now().toString(36)}`;
    await add.getByRole('textbox', { name: 'Organization name', exact: true }).fill(name);
    await add.getByRole('combobox', { name: 'Industry category' }).click();
    await page.getByRole('option').first().click();
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `Delete ${name}` }).click({ timeout: 10_000 });
    const confirm = page.getByRole('alertdialog', { name: 'Delete Organization' });
    await expect(confirm).toBeVisible();
    await checkScreen(page, testInfo, 'the delete-organization confirmation');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    await page.getByRole('button', { name: 'View Report' }).first().click();
    await expect(page.getByRole('dialog').getByText('Version 1.0')).toBeVisible();
    await checkScreen(page, testInfo, 'the admin report dialog');
  });
});
