import { demoAccount, expect, signInByApi, test } from './support/fixtures';

test('every help quick link opens a real page in a new tab, not the 404', async ({
  page,
  context,
}) => {
  await signInByApi(page, demoAccount);
  await page.goto('/help');
  const links = page.getByRole('navigation', { name: 'Quick Links' }).getByRole('link');
  await expect(links).toHaveCount(4);
  for (const title of ['User Guide', 'Community Forum', 'Privacy Policy', 'Billing Support']) {
    const link = links.filter({ hasText: title });
    const opened = context.waitForEvent('page');
    await link.click();
    const tab = await opened;
    await tab.waitForLoadState();
    await expect(tab.getByRole('heading', { name: title, level: 2 })).toBeVisible();
    await expect(tab.getByText('Lost in the Portal')).toHaveCount(0);
    await tab.close();
  }
});

test('an unknown help topic is not found', async ({ page }) => {
  await page.goto('/help/nothing-here');
  await expect(page.getByText('Lost in the Portal')).toBeVisible();
});
