import { demoAccount, expect, signInByApi, test } from './support/fixtures';

test.describe('CTC amounts and the pre-placement term', () => {
  test('CTC typed as 5000.50 is refused with a message, never ₹5,00,050', async ({ page }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/competency-evaluation');
    const ctc = page.getByRole('textbox', { name: /Total CTC/ }).first();
    await ctc.click();
    await page.keyboard.type('5000.50');
    await expect(ctc).toHaveValue('₹5,000');
    await expect(ctc).toHaveAccessibleDescription(
      /Enter whole rupees: decimals are not accepted\./,
    );
    await expect(page.getByText('₹5,00,050')).toHaveCount(0);
  });

  test('the wizard and the report name the percentage alike: Pre-placement Offer (%)', async ({
    page,
  }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/competency-evaluation');
    await expect(
      page.getByRole('textbox', { name: /Pre-placement Offer \(%\)/ }).first(),
    ).toBeVisible();
    await page.goto('/reports-history');
    await page
      .getByRole('button', { name: /View Report/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    const roleDetails = dialog.getByRole('button', { name: 'Role Details' });
    if ((await roleDetails.getAttribute('aria-expanded')) !== 'true') await roleDetails.click();
    await expect(dialog.getByText('Pre-placement Offer (%)').first()).toBeVisible();
    await expect(dialog.getByText(/Recruited Interns/)).toHaveCount(0);
  });
});
