import type { Page } from '@playwright/test';
import { type Account, expect, uniqueEmail, uniqueMobile } from './fixtures';
import { readCode } from './mail';

/** Fills and sends the sign-up form at /signup (with the optional full name); ends on /verify-otp. */
const signUp = async (page: Page, account: Account, name?: string): Promise<void> => {
  await page.goto('/signup');
  if (name) await page.getByRole('textbox', { name: 'Full Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(account.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill(uniqueMobile());
  await page.getByRole('textbox', { name: 'Designation', exact: true }).fill('Product Manager');
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Middle' }).click();
  await page.getByRole('textbox', { name: 'Function/Department', exact: true }).fill('Product');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Register Me' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);
};

/** Types the e-mailed code into the six boxes and verifies; ends on /login. */
const verifyEmailedCode = async (page: Page, email: string): Promise<void> => {
  const code = await readCode(email);
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
  const verify = page.getByRole('button', { name: 'Verify', exact: true });
  if (await verify.isEnabled()) await verify.click().catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
};

/** A new account, registered and verified through the UI (with a full name when given). */
export const registerNewAccount = async (
  page: Page,
  tag: string,
  options: { name?: string } = {},
): Promise<Account> => {
  const account = { email: uniqueEmail(tag), password: 'Journey@2025' };
  await signUp(page, account, options.name);
  await verifyEmailedCode(page, account.email);
  return account;
};
