import { registerNewAccount } from './support/account';
import { adminAccount, expect, signInByForm, test } from './support/fixtures';

test.describe('joining an organisation by invitation', () => {
  test('the admin invites by e-mail; the link signs the person in and joins them', async ({
    page,
  }) => {
    const person = await registerNewAccount(page, 'join');

    await signInByForm(page, adminAccount);
    await expect(page).toHaveURL(/\/super-admin$/);
    const name = `Joinable ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add Organization' }).click();
    const add = page.getByRole('dialog', { name: 'Add Organization' });
    await add.getByRole('textbox', { name: 'Organization name', exact: true }).fill(name);
    await add.getByRole('combobox', { name: 'Industry category' }).click();
    await page.getByRole('option').first().click();
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Organization added successfully')).toBeVisible();

    await page.getByRole('button', { name: `Invite a person into ${name}` }).click();
    const invite = page.getByRole('dialog', { name: `Invite a person into ${name}` });
    await invite.getByRole('textbox', { name: 'E-mail' }).fill(person.email);
    await invite.getByRole('button', { name: 'Create link' }).click();
    const field = invite.getByRole('textbox', { name: 'Invitation link' });
    await expect(field).toHaveValue(/\/join\?token=rs_inv_/);
    const link = new URL(await field.inputValue());
    await invite.getByRole('button', { name: 'I have copied it' }).click();
    await invite.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);

    // Signed out, the link shows the sign-in; signing in accepts the invitation.
    await page.goto(`${link.pathname}${link.search}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `You are invited to join ${name}` }),
    ).toBeVisible();
    const panel = page.getByRole('complementary', { name: 'Welcome Back' });
    await panel.getByRole('textbox', { name: 'Email Address', exact: true }).fill(person.email);
    await panel.getByRole('textbox', { name: 'Password', exact: true }).fill(person.password);
    await panel.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Welcome to ${name}` })).toBeVisible();

    // The same link again: used.
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('This invitation has already been used');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });
});
