import { expect, test, uniqueEmail, uniqueMobile } from './support/fixtures';

test('after Resend OTP the old code is cleared and its error toast closed', async ({ page }) => {
  await page.clock.install();
  await page.goto('/signup');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('resend'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Resend@2025');
  await page.getByRole('textbox', { name: 'Mobile', exact: true }).fill(uniqueMobile());
  await page.getByRole('textbox', { name: 'Designation', exact: true }).fill('Analyst');
  await page.getByRole('combobox', { name: 'Level' }).click();
  await page.getByRole('option', { name: 'Middle' }).click();
  await page.getByRole('textbox', { name: 'Function/Department', exact: true }).fill('Finance');
  await page.getByRole('checkbox', { name: /I accept the/ }).check();
  await page.getByRole('button', { name: 'Register Me' }).click();
  await expect(page).toHaveURL(/\/verify-otp$/);

  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type('000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  const errorToast = page.getByRole('alert').filter({ hasText: 'Error' });
  await expect(errorToast.first()).toBeVisible();

  await page.clock.runFor(61_000);
  // the server paces codes by its own clock (a minute): its answer to the resend is given here
  await page.route('**/api/v1/survey/initiate-registration', (route) =>
    route.fulfill({ json: { message: 'A new OTP has been sent to your email address.' } }),
  );
  await page.getByRole('button', { name: 'Resend OTP' }).click();
  await expect(page.getByText('OTP resent successfully')).toBeVisible();
  await expect(errorToast).toHaveCount(0);
  for (let n = 1; n <= 6; n += 1) {
    await expect(page.getByRole('textbox', { name: `Digit ${n} of 6` })).toHaveValue('');
  }
});
