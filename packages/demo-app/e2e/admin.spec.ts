import { adminAccount, expect, signInByForm, test } from './support/fixtures';

test.describe('admin area', () => {
  test('add, toggle and delete an organisation; sign out', async ({ page }) => {
    await signInByForm(page, adminAccount);
    await expect(page).toHaveURL(/\/super-admin$/);
    const name = `Acme ${Date.now().toString(36)}`;

    await page.getByRole('button', { name: 'Add Organization' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Organization' });
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(dialog.getByText('Organization name is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Organization name', exact: true }).fill(name);
    await dialog.getByRole('combobox', { name: 'Industry category' }).click();
    await page.getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Organization added successfully')).toBeVisible();

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('Active');
    await row.getByRole('switch', { name: `Change status of ${name}` }).click();
    await expect(page.getByText('Organization status changed successfully')).toBeVisible();
    await expect(row).toContainText('Inactive');

    await row.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Organization' });
    await expect(confirm).toContainText('Are you sure want to delete this organization?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Organization deleted successfully')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
