import { registerByApi } from './support/career';
import { expect, signInByApi, test } from './support/fixtures';

test.describe('wizard step 1 options', () => {
  test('a pending state while the catalog loads (never an empty select), then the options; 3-5 years; tier explanations', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const account = await registerByApi(page, 'wizard-options');
    await signInByApi(page, account);
    // The catalog answers only once the test lets it.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/admin/getIndustryCategories', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/competency-evaluation');

    const pending = page.getByRole('group', { name: 'Industry Category', exact: true });
    await expect(pending).toHaveAttribute('aria-busy', 'true');
    await expect(pending.getByRole('status')).toHaveText('Loading options…');
    await expect(pending.getByRole('status')).toBeVisible();
    await expect(
      page.getByRole('combobox', { name: 'Industry Category', exact: true }),
    ).toHaveCount(0);

    release();
    const category = page.getByRole('combobox', { name: 'Industry Category', exact: true });
    await expect(category).toBeEnabled();
    await expect(page.getByText('Loading options…')).toHaveCount(0);
    await category.click();
    await expect(page.getByRole('option').first()).toBeVisible();
    expect(await page.getByRole('option').count()).toBeGreaterThan(1);
    await page.keyboard.press('Escape');

    // Experience: 3 to 5 years between <3 and >5.
    await page.getByRole('combobox', { name: 'Experience', exact: true }).click();
    await expect(page.getByRole('option')).toHaveText([
      'Fresher',
      '<3 Years',
      '3-5 Years',
      '>5 Years',
    ]);
    await page.getByRole('option', { name: '3-5 Years' }).click();
    await expect(page.getByRole('combobox', { name: 'Experience', exact: true })).toHaveText(
      /3-5 Years/,
    );

    // Each tier says in one line what it means, next to its institutes.
    const tier1 = page.getByRole('group', { name: 'Tier 1', exact: true });
    await expect(tier1).toHaveAccessibleDescription(/^Tier 1: nationally top-ranked institutes/);
    await expect(tier1.getByText(/^Tier 1: nationally top-ranked institutes/)).toBeVisible();
  });
});
