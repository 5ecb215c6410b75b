import { expect, test } from '@playwright/test';

/**
 * The tooltip and the user menu, placed without Floating UI, in a real browser (layout that
 * jsdom does not compute). Scenes of the host-safety page (host-safety/main.tsx).
 */

test('a hovered role shows its tooltip beside it, inside the viewport', async ({ page }) => {
  await page.goto('/?scene=history&theme=light&bg=white');
  const role = page.locator('[data-role-text]').first();
  await expect(role).toBeVisible();
  const text = (await role.textContent()) ?? '';
  await role.hover();
  const tooltip = page.getByRole('tooltip').filter({ hasText: text });
  await expect(tooltip).toBeVisible();
  await expect(role).toHaveAccessibleDescription(text);
  const at = await role.boundingBox();
  const bubble = await tooltip.boundingBox();
  const viewport = page.viewportSize();
  if (!at || !bubble || !viewport) throw new Error('no layout');
  // Above the role, or below it when there is no room above; never off screen.
  expect(bubble.y + bubble.height <= at.y || bubble.y >= at.y + at.height).toBe(true);
  expect(bubble.x).toBeGreaterThanOrEqual(0);
  expect(bubble.x + bubble.width).toBeLessThanOrEqual(viewport.width);
  // The pointer leaving closes it, coming back opens it again.
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
  await role.hover();
  await expect(tooltip).toBeVisible();
});

test('the user menu opens under the avatar; Escape closes it and focus returns', async ({
  page,
}) => {
  await page.goto('/?scene=menu&theme=light&bg=white');
  const avatar = page.getByRole('button', { name: /Account menu/ });
  await expect(avatar).toBeVisible();
  await avatar.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(avatar).toHaveAttribute('aria-controls', (await dialog.getAttribute('id')) ?? '');
  const at = await avatar.boundingBox();
  const panel = await dialog.boundingBox();
  if (!at || !panel) throw new Error('no layout');
  expect(panel.y).toBeGreaterThanOrEqual(at.y + at.height);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(avatar).toBeFocused();
});
