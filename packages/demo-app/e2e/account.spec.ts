import { registerNewAccount } from './support/account';
import {
  demoAccount,
  expect,
  signInByApi,
  signInByForm,
  test,
  uniqueEmail,
} from './support/fixtures';
import { readResetLink } from './support/mail';

test.describe('account', () => {
  test('sign up, verify the e-mailed code, sign in, sign out', async ({ page }) => {
    const account = await registerNewAccount(page, 'signup');
    await expect(page.getByText('User Registered Successfully')).toBeVisible();

    await signInByForm(page, account);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/competency-evaluation$/);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Log Out' });
    await expect(dialog).toContainText('Are you sure you want to log out of your account?');
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    // The session is gone: protected pages send the visitor back to /login.
    await page.goto('/reports-history');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a wrong password shows Login failed and stays on /login', async ({ page }) => {
    await signInByForm(page, { email: demoAccount.email, password: 'Wrong@12345' });
    await expect(page.getByText('Invalid email or password').first()).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('reset a password with the e-mailed link', async ({ page }) => {
    const account = await registerNewAccount(page, 'reset');
    await page.goto('/forgot-password');
    await page.getByRole('textbox', { name: 'Email Address', exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Send Password Reset Email' }).click();
    await expect(page.getByText('Password reset email sent')).toBeVisible();

    const link = await readResetLink(account.email);
    await page.goto(link);
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    const newPassword = 'Changed@2025';
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/password-success$/);
    const back = page.getByRole('button', { name: 'Back to Login' });
    await back.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/login$/);

    await signInByForm(page, { email: account.email, password: newPassword });
    await expect(page).toHaveURL(/\/competency-evaluation$/);

    // The link works once.
    await page.goto(link);
    await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Another@2025');
    await page.getByRole('textbox', { name: 'Confirm Password', exact: true }).fill('Another@2025');
    await page.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Reset link is invalid or has expired')).toBeVisible();
  });

  test('/verify-otp without registration data returns to /signup', async ({ page }) => {
    await page.goto('/verify-otp');
    await expect(page).toHaveURL(/\/signup$/);
    await expect(page.getByRole('button', { name: 'Register Me' })).toBeVisible();
  });

  test('/ shows the sign-in screen', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome Back' }).first()).toBeVisible();
  });

  test('a 401 clears the session and returns to /login', async ({ page }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/help');
    await expect(page.getByRole('heading', { name: 'Help and Support' })).toBeVisible();
    // Ends the token's session on the server behind the app's back.
    const token = await page.evaluate(() =>
      JSON.parse(window.localStorage.getItem('token') ?? '""'),
    );
    await page.request.post('/api/v1/survey/logout', {
      headers: { authorization: `Bearer ${token}` },
    });
    // The dashboard reads the reports as it opens: that request gets the 401.
    await page.goto('/user-dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('an unknown e-mail gets the same answer from forgot-password', async ({ page }) => {
    await page.goto('/forgot-password');
    await page
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill(uniqueEmail('nobody'));
    await page.getByRole('button', { name: 'Send Password Reset Email' }).click();
    await expect(page.getByText('Password reset email sent')).toBeVisible();
  });
});
