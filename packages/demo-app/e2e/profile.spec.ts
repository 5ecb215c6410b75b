import type { Page } from '@playwright/test';
import { registerNewAccount } from './support/account';
import { expect, signInByForm, test } from './support/fixtures';

const greeting = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome, / });
const avatar = (page: Page) => page.getByRole('button', { name: /Account menu/ });

/** Renames the signed-in user through the user menu's Profile dialog. */
const rename = async (page: Page, name: string) => {
  await avatar(page).click();
  await page.getByRole('button', { name: 'Profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile' });
  await dialog.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
};

test.describe('full name and profile', () => {
  test('sign up with a full name; rename in the profile; it holds after a reload and in a fresh browser', async ({
    page,
    browser,
  }) => {
    const account = await registerNewAccount(page, 'profile', { name: 'Asha Sharma' });
    await signInByForm(page, account);
    await expect(page).toHaveURL(/\/competency-evaluation$/);
    await page.goto('/user-dashboard');
    await expect(greeting(page)).toHaveText('Welcome, Asha Sharma');
    // The avatar's accessible name starts with its visible initials.
    await expect(avatar(page)).toHaveText('AS');
    await expect(avatar(page)).toHaveAccessibleName('AS — Account menu, Asha Sharma');

    await rename(page, '  Ravi   Kumar ');
    // At once: the greeting, the avatar and the menu's name line.
    await expect(greeting(page)).toHaveText('Welcome, Ravi Kumar');
    await expect(avatar(page)).toHaveText('RK');
    await expect(avatar(page)).toBeFocused();
    await avatar(page).click();
    await expect(page.getByRole('dialog', { name: 'Ravi Kumar' })).toContainText(account.email);
    await page.keyboard.press('Escape');

    await page.reload();
    await expect(greeting(page)).toHaveText('Welcome, Ravi Kumar');
    await expect(avatar(page)).toHaveAccessibleName('RK — Account menu, Ravi Kumar');

    // A fresh browser: the name comes from the server's user at sign-in.
    const fresh = await browser.newContext();
    try {
      const other = await fresh.newPage();
      await signInByForm(other, account);
      await expect(other).toHaveURL(/\/competency-evaluation$/);
      await other.goto('/user-dashboard');
      await expect(greeting(other)).toHaveText('Welcome, Ravi Kumar');
      await expect(avatar(other)).toHaveText('RK');
    } finally {
      await fresh.close();
    }
  });

  test("an account without a name shows the e-mail's local part; clearing a name goes back to it", async ({
    page,
  }) => {
    const account = await registerNewAccount(page, 'noname');
    const local = account.email.split('@')[0] ?? '';
    await signInByForm(page, account);
    await expect(page).toHaveURL(/\/competency-evaluation$/);
    await page.goto('/user-dashboard');
    await expect(greeting(page)).toHaveText(`Welcome, ${local}`);
    await expect(avatar(page)).toHaveText(local.slice(0, 2).toUpperCase());

    await rename(page, 'Mary Ann Lee');
    await expect(greeting(page)).toHaveText('Welcome, Mary Ann Lee');
    await expect(avatar(page)).toHaveText('MA');

    await rename(page, '');
    await expect(greeting(page)).toHaveText(`Welcome, ${local}`);
    await page.reload();
    await expect(greeting(page)).toHaveText(`Welcome, ${local}`);
  });

  test('a name over 100 characters gets a message and keeps what was typed', async ({ page }) => {
    const account = await registerNewAccount(page, 'longname');
    await signInByForm(page, account);
    await expect(page).toHaveURL(/\/competency-evaluation$/);
    await avatar(page).click();
    await page.getByRole('button', { name: 'Profile' }).click();
    const dialog = page.getByRole('dialog', { name: 'Profile' });
    const field = dialog.getByRole('textbox', { name: 'Full Name' });
    const long = 'x'.repeat(101);
    await field.fill(long);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Full name must be at most 100 characters')).toBeVisible();
    await expect(field).toHaveValue(long);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(avatar(page)).toBeFocused();
  });
});
