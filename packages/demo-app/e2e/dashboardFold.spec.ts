import type { Page } from '@playwright/test';
import { apiOf, registerByApi } from './support/career';
import { expect, signInByApi, test } from './support/fixtures';

/** The button lies wholly within the 900 px viewport, without scrolling. */
const expectAboveFold = async (page: Page, name: string) => {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  expect(box, name).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0), name).toBeLessThanOrEqual(900);
};

test('dashboard at 1280×900: Start Now and See My Result above the fold with 12 drafts', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await registerByApi(page, 'fold');
  const api = await apiOf(page.request, account);
  for (let i = 1; i <= 12; i += 1) {
    await api.post('/v1/survey/save-draft', {
      draftData: { details: { role: `Draft role ${i}` }, step: 2 },
    });
  }
  await signInByApi(page, account);
  await page.goto('/user-dashboard');
  const drafts = page.getByRole('region', { name: 'Open drafts' });
  await expect(drafts.getByRole('listitem')).toHaveCount(3);
  await expect(drafts.getByRole('listitem').first()).toContainText('Draft role 12');
  await expect(drafts.getByRole('listitem').first()).toContainText(
    /Step 2 · Last saved .+ at \d{2}:\d{2} [AP]M/,
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectAboveFold(page, 'Start Now');
  await expectAboveFold(page, 'See My Result');

  await drafts.getByRole('link', { name: 'See all 12 drafts in your history' }).click();
  await expect(page).toHaveURL(/\/reports-history$/);
});
