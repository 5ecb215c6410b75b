import { demoAccount, expect, test } from './support/fixtures';

test.describe('keyboard only', () => {
  test('sign in and reach the help page without a pointer', async ({ page }) => {
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Email Address', exact: true });
    await expect(email).toBeVisible();
    // Tab until the e-mail field has focus (the panel moves focus into itself on open).
    for (let i = 0; i < 15 && !(await email.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(demoAccount.email);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeFocused();
    await page.keyboard.type(demoAccount.password);
    await page.keyboard.press('Enter');
    // The demo user has reports: signing in lands on the dashboard.
    await expect(page).toHaveURL(/\/user-dashboard$/);

    // The header: logo, Dashboard, Help, account menu.
    const help = page.getByRole('link', { name: 'Help' });
    for (let i = 0; i < 10 && !(await help.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(help).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/help$/);

    // FAQ by keyboard: open one question with Enter, move to the next with ArrowDown.
    const faq = page.getByRole('button', { name: 'How do I start an evaluation?' });
    await faq.focus();
    await page.keyboard.press('Enter');
    await expect(faq).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(
      page.getByRole('button', { name: /difference between career progression/ }),
    ).toBeFocused();

    // Sign out by keyboard through the user menu.
    await page.getByRole('button', { name: /Account menu/ }).focus();
    await page.keyboard.press('Enter');
    const signOut = page.getByRole('button', { name: 'Sign Out' });
    await signOut.focus();
    await page.keyboard.press('Enter');
    const yes = page
      .getByRole('alertdialog', { name: 'Log Out' })
      .getByRole('button', { name: 'Yes' });
    await yes.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);
  });
});
