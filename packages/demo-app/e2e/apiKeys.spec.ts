import { expectNoA11yViolations } from './support/axe';
import { adminAccount, expect, signInByForm, test } from './support/fixtures';

test.describe('organisation API keys', () => {
  test('an admin creates a key, sees its secret once, copies it and revokes it', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInByForm(page, adminAccount);
    await expect(page).toHaveURL(/\/super-admin$/);

    // An organisation of this test (the database is shared by the parallel workers).
    const name = `Keyed ${Date.now().toString(36)}`;
    await page.getByRole('button', { name: 'Add Organization' }).click();
    const add = page.getByRole('dialog', { name: 'Add Organization' });
    await add.getByRole('textbox', { name: 'Organization name', exact: true }).fill(name);
    await add.getByRole('combobox', { name: 'Industry category' }).click();
    await page.getByRole('option').first().click();
    await add.getByRole('button', { name: 'Add', exact: true }).click();
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: `API keys of ${name}` }).click();

    const dialog = page.getByRole('dialog', { name: `API keys of ${name}` });
    const keys = dialog.getByRole('table', { name: 'Keys' });
    await expect(keys).toContainText('No API keys yet.');
    await dialog.getByRole('textbox', { name: /Key name/ }).fill('HR portal');
    await dialog.getByRole('button', { name: 'Create key' }).click();

    // Shown once, read-only, with Copy.
    const field = dialog.getByRole('textbox', { name: 'Secret key' });
    await expect(field).toHaveValue(/^rs_sk_.{32,}$/);
    const secret = await field.inputValue();
    await expect(dialog).toContainText('shown only once');
    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(dialog.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText(
      'The secret key was copied to the clipboard.',
    );
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoA11yViolations(page, 'the API keys dialog with a new secret');

    // The key works for the portal's backend, and is listed by its prefix only.
    const prefix = secret.slice(0, 12);
    const keyRow = keys.getByRole('row').filter({ hasText: 'HR portal' });
    await expect(keyRow).toContainText(`${prefix}…`);
    await expect(keyRow).toContainText('Active');
    const mint = () =>
      page.request.post('/api/v1/embed/sessions', {
        headers: { authorization: `Bearer ${secret}` },
        data: { externalUserId: 'e-101', email: `e-101-${Date.now()}@portal.example` },
      });
    expect((await mint()).status()).toBe(201);

    // Gone once acknowledged, and not shown again on reopening.
    await dialog.getByRole('button', { name: 'I have copied it' }).click();
    await expect(field).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    await row.getByRole('button', { name: `API keys of ${name}` }).click();
    await expect(keyRow).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Secret key' })).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(secret);

    // Revoke after a confirmation: it stops working at once.
    await keyRow.getByRole('button', { name: `Revoke key ${prefix}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Revoke API key' });
    await expect(confirm).toContainText(`Revoke the key ${prefix}…?`);
    await confirm.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(page.getByText('API key revoked')).toBeVisible();
    await expect(keyRow).toContainText(/Revoked [A-Z][a-z]{2} \d/);
    await expect(keyRow.getByRole('button', { name: /Revoke key/ })).toHaveCount(0);
    expect((await mint()).status()).toBe(401);
  });
});
