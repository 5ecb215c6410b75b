import type { Locator, Page } from '@playwright/test';
import { registerByApi } from './support/career';
import { demoAccount, expect, test, uniqueEmail, uniqueMobile } from './support/fixtures';
import { tab, tabTo } from './support/keyboard';
import { readCode } from './support/mail';

/**
 * Journeys with the keyboard alone (page.keyboard only: no clicks, no programmatic focus). Every
 * Tab stop is checked for a visible focus indicator (`tab`).
 */

const KEYS = new Set([
  'Enter',
  'Escape',
  'Space',
  'Backspace',
  'Home',
  'End',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
]);

/** Tabs to `target`, then presses each of `keys` (Enter, ArrowDown, ' ' for Space) or types it. */
const at = async (page: Page, target: Locator, ...keys: string[]) => {
  await tabTo(page, target);
  for (const key of keys) {
    const name = key === ' ' ? 'Space' : key;
    if (KEYS.has(name)) await page.keyboard.press(name);
    else await page.keyboard.type(key);
  }
};

const signInByKeyboard = async (page: Page, email: string, password: string) => {
  await page.goto('/login');
  await at(page, page.getByRole('textbox', { name: 'Email Address', exact: true }), email);
  await at(page, page.getByRole('textbox', { name: 'Password', exact: true }), password, 'Enter');
};

test.describe('keyboard only', () => {
  test('sign up with Tab, typing, arrows, Space and Enter up to the verified account; sign in', async ({
    page,
  }) => {
    const email = uniqueEmail('keyboard');
    const password = 'Keyboard@2025';
    await page.goto('/signup');
    await at(page, page.getByRole('textbox', { name: 'Email', exact: true }), email);
    await at(page, page.getByRole('textbox', { name: 'Password', exact: true }), password);
    await at(page, page.getByRole('textbox', { name: 'Mobile', exact: true }), uniqueMobile());
    await at(page, page.getByRole('textbox', { name: 'Designation', exact: true }), 'Analyst');
    const level = page.getByRole('combobox', { name: 'Level' });
    await at(page, level, 'ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('listbox')).toHaveCount(0);
    await expect(level).not.toHaveText(/^\s*$/);
    await at(
      page,
      page.getByRole('textbox', { name: 'Function/Department', exact: true }),
      'Finance',
    );
    const terms = page.getByRole('checkbox', { name: /I accept the/ });
    await at(page, terms, ' ');
    await expect(terms).toBeChecked();
    await at(page, page.getByRole('button', { name: 'Register Me' }), 'Enter');
    await expect(page).toHaveURL(/\/verify-otp$/);

    await at(page, page.getByRole('textbox', { name: 'Digit 1 of 6' }), await readCode(email));
    const verify = page.getByRole('button', { name: 'Verify', exact: true });
    if (await verify.isEnabled().catch(() => false)) {
      await at(page, verify, 'Enter').catch(() => undefined);
    }
    await expect(page).toHaveURL(/\/login$/);

    await signInByKeyboard(page, email, password);
    await expect(page).toHaveURL(/\/competency-evaluation$/);
  });

  test('sign in, the header, Help and sign out without a pointer', async ({ page }) => {
    await signInByKeyboard(page, demoAccount.email, demoAccount.password);
    // The demo user has reports: signing in lands on the dashboard.
    await expect(page).toHaveURL(/\/user-dashboard$/);

    await at(page, page.getByRole('link', { name: 'Help' }), 'Enter');
    await expect(page).toHaveURL(/\/help$/);

    // FAQ by keyboard: open one question with Enter, move to the next with ArrowDown.
    const faq = page.getByRole('button', { name: 'How do I start an evaluation?' });
    await at(page, faq, 'Enter');
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('button', { name: /difference between career progression/ }),
    ).toBeFocused();

    // The user menu: Theme by arrow keys, then Sign Out; focus returns to the menu button.
    const account = page.getByRole('button', { name: /Account menu/ });
    await tabTo(page, account, 80);
    await page.keyboard.press('Enter');
    const menu = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('group', { name: 'Theme' }) });
    await expect(menu).toBeVisible();
    await at(page, menu.getByRole('radio', { name: 'System' }), 'ArrowLeft');
    await expect(menu.getByRole('radio', { name: 'Dark' })).toBeChecked();
    await expect(page.locator('[data-rolescope]').first()).toHaveAttribute('data-theme', 'dark');
    await page.keyboard.press('Escape');
    await expect(account).toBeFocused();
    await page.keyboard.press('Enter');
    await at(page, page.getByRole('button', { name: 'Sign Out' }), 'Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Log Out' });
    await at(page, confirm.getByRole('button', { name: 'Yes' }), 'Enter');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the report dialog: open from the history, close with Escape, focus returns', async ({
    page,
  }) => {
    await signInByKeyboard(page, demoAccount.email, demoAccount.password);
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await at(page, page.getByRole('link', { name: 'Help' }));
    // To the history through the user menu's View History.
    await at(page, page.getByRole('button', { name: /Account menu/ }), 'Enter');
    await at(page, page.getByRole('button', { name: 'View History' }), 'Enter');
    await expect(page).toHaveURL(/\/reports-history$/);
    const view = page.getByRole('button', { name: /View Report/ }).first();
    await at(page, view, 'Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Version 1.0')).toBeVisible();
    await tab(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(view).toBeFocused();
  });

  test('the whole competency wizard, the competency selection and the level picker', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const account = await registerByApi(page, 'keyboard-wizard');
    await signInByKeyboard(page, account.email, account.password);
    await expect(page).toHaveURL(/\/competency-evaluation$/);
    await expect(page.getByText('Step 1 of 5').first()).toBeVisible();

    const combo = (name: string) => page.getByRole('combobox', { name, exact: true });
    const box = (name: string) => page.getByRole('textbox', { name, exact: true });
    const idle = (el: Locator) => expect(el).not.toHaveAttribute('aria-busy', 'true');

    // Step 1: Role Details.
    await idle(combo('Industry Category'));
    await at(page, combo('Industry Category'), 'ArrowDown', 'Enter');
    await at(page, combo('Current Industry'), 'ArrowDown', 'Enter');
    await at(page, box('Company'), 'Acme Corp');
    await idle(combo('Job Family/Process'));
    await at(page, combo('Job Family/Process'), 'ArrowDown', 'Enter', 'Escape');
    await idle(combo('Function'));
    await at(
      page,
      combo('Function'),
      'ArrowDown',
      'Enter',
      'ArrowDown',
      'Enter',
      'ArrowDown',
      'Enter',
      'Escape',
    );
    await at(page, box('Role'), 'Platform Engineer');
    await at(page, box('Open Positions'), '2');
    await at(page, combo('Experience'), 'ArrowDown', 'Enter');
    const tiers = [
      ['IIM Ahm', '3000000', '40'],
      ['IIM Bang', '2000000', '30'],
      ['NIT War', '1000000', '20'],
    ] as const;
    for (const [i, [institute, ctc, interns]] of tiers.entries()) {
      const t = page.getByRole('group', { name: `Tier ${i + 1}`, exact: true });
      await at(
        page,
        t.getByRole('combobox', { name: `Tier ${i + 1} Institutes` }),
        institute,
        'Enter',
        'Escape',
      );
      await at(page, t.getByRole('textbox', { name: 'Total CTC' }), ctc);
      await at(page, t.getByRole('textbox', { name: 'Pre-placement Offer (%)' }), interns);
    }
    await at(page, box('Role Objective'), 'Own the developer platform.');
    const next = page.getByRole('button', { name: 'Save & Next' });
    await at(page, next, 'Enter');
    await expect(page.getByText('Step 2 of 5').first()).toBeVisible();

    // Step 2: radios with arrows, selects with arrows and Enter.
    for (const name of ['Management Level', 'Customer/Office Scope']) {
      // Tab enters a group on its checked radio (else its first); ArrowDown checks the next one.
      const group = page.getByRole('group', { name, exact: true });
      const checked = group.getByRole('radio', { checked: true });
      await at(
        page,
        (await checked.count()) > 0 ? checked : group.getByRole('radio').first(),
        'ArrowDown',
      );
      await expect(group.getByRole('radio', { checked: true })).toHaveCount(1);
    }
    await at(page, combo('Number of Employees'), 'ArrowDown', 'ArrowDown', 'Enter');
    await at(page, combo('Annual Revenue (INR Crore)'), 'ArrowDown', 'Enter');
    await at(page, next, 'Enter');
    await expect(page.getByText('Step 3 of 5').first()).toBeVisible();

    // Steps 3 to 5: each open question answered with Space on its first option.
    const answer = async (count: number) => {
      for (let i = 0; i < count; i++) {
        const open = page
          .getByRole('group')
          .filter({ has: page.getByRole('radio') })
          .filter({ hasNot: page.getByRole('radio', { checked: true }) })
          .first();
        await expect(open).toBeVisible();
        const first = open.getByRole('radio').first();
        const name = await first.getAttribute('name');
        await at(page, first, ' ');
        // Answered: checked, or its panel closed (a closed panel's radios are not rendered).
        await expect
          .poll(() =>
            page.evaluate((n) => {
              const radios = [...document.querySelectorAll<HTMLInputElement>(`input[name="${n}"]`)];
              return radios.length === 0 || radios.some((r) => r.checked);
            }, name),
          )
          .toBe(true);
      }
    };
    await answer(5);
    await at(page, next, 'Enter');
    await expect(page.getByText('Step 4 of 5').first()).toBeVisible();
    await answer(8);
    await at(page, next, 'Enter');
    await expect(page.getByText('Step 5 of 5').first()).toBeVisible();
    await answer(8);

    // Finalize, confirm, the competency selection.
    await at(page, page.getByRole('button', { name: 'Finalize Competency Profile' }), 'Enter');
    await at(page, page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }), 'Enter');
    const selection = page.getByRole('dialog', { name: /Competency Profile/ });
    await expect(selection).toBeVisible();
    /** The functional competencies: checkboxes grouped by function (Space on each). */
    const check = async (names: readonly string[]) => {
      const list = selection.getByRole('group', { name: 'Functional Competencies', exact: true });
      for (const name of names)
        await at(page, list.getByRole('checkbox', { name, exact: true }), ' ');
    };
    /** A domain choice in its multi-select: type, Enter, clear the filter, Escape. */
    const choose = async (comboName: string, names: readonly string[]) => {
      const c = selection.getByRole('combobox', { name: comboName, exact: true });
      await idle(c);
      await tabTo(page, c, 80);
      for (const name of names) {
        await page.keyboard.type(name);
        await expect(page.getByRole('option', { name, exact: true })).toBeVisible();
        await page.keyboard.press('Enter');
        await page.keyboard.press('ControlOrMeta+a').catch(() => undefined);
        await page.keyboard.press('Backspace');
      }
      await page.keyboard.press('Escape');
    };
    await check([
      'Product Backlog Management',
      'Project Planning and Scheduling',
      'Go-to-Market Planning',
      'Client Engagement Management',
    ]);
    await choose('Domain Process', ['Professional Services Domain']);
    await choose('Domain Function', ['Consulting Practice']);
    await choose('Domain Competencies', [
      'Engagement Scoping and Proposals',
      'Structured Problem Solving',
      'Knowledge Management',
      'Solution Delivery',
    ]);
    await at(page, selection.getByRole('button', { name: 'Generate Competency Profile' }), 'Enter');

    // The level picker: a level per competency by arrow keys, Continue, then Complete.
    await expect(page.getByText('Competency Assessment').first()).toBeVisible();
    for (let i = 0; i < 12; i++) {
      const radio = page.locator('[role="radio"]:not([aria-disabled="true"])').first();
      await at(page, radio, ' ');
      await expect(page.locator('[role="radio"][aria-checked="true"]').first()).toBeAttached();
      const complete = page.getByRole('button', { name: 'Complete' });
      if (await complete.isVisible()) {
        await at(page, complete, 'Enter');
        break;
      }
      await at(page, page.getByRole('button', { name: 'Continue' }), 'Enter');
    }
    await expect(page).toHaveURL(/\/competency-results$/);
    await expect(page.getByText('Detailed Competency Analysis').first()).toBeVisible();
  });
});
