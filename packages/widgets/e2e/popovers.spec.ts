import { expect, test } from '@playwright/test';

/**
 * The tooltip, the user menu and a select's list in a real browser (where layout, pointer events
 * and focus are real): the tooltip's bubble placed beside its trigger, the menu's panel under the
 * avatar and dismissed as a popover is, the list beside its combobox. Scenes of the host-safety
 * page (host-safety/main.tsx).
 */

test('a hovered role shows its tooltip beside it, in the viewport', async ({ page }) => {
  await page.goto('/?scene=history&theme=light&bg=white');
  const role = page.locator('[data-role-text]').first();
  await expect(role).toBeVisible();
  const text = (await role.textContent()) ?? '';
  await role.hover();
  const tooltip = page.getByRole('tooltip').filter({ hasText: text });
  await expect(tooltip).toBeVisible();
  await expect(role).toHaveAccessibleDescription(text);
  const [at, bubble] = [await role.boundingBox(), await tooltip.boundingBox()];
  if (!at || !bubble) throw new Error('no boxes');
  // Above the role (or below it, without room above), within a few pixels of it.
  const gap = Math.min(
    Math.abs(at.y - (bubble.y + bubble.height)),
    Math.abs(bubble.y - (at.y + at.height)),
  );
  expect(gap).toBeLessThanOrEqual(8);
  // Inside the viewport.
  expect(bubble.x).toBeGreaterThanOrEqual(0);
  expect(bubble.y).toBeGreaterThanOrEqual(0);
  expect(bubble.x + bubble.width).toBeLessThanOrEqual(1280);
  // The pointer leaving closes it, coming back opens it again.
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);
  await role.hover();
  await expect(tooltip).toBeVisible();
});

test('the user menu opens under the avatar; Escape and a press outside close it', async ({
  page,
}) => {
  await page.goto('/?scene=menu&theme=light&bg=white');
  const avatar = page.getByRole('button', { name: /Account menu/ });
  await avatar.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await expect(avatar).toHaveAttribute('aria-controls', (await dialog.getAttribute('id')) ?? '');
  const [at, panel] = [await avatar.boundingBox(), await dialog.boundingBox()];
  if (!at || !panel) throw new Error('no boxes');
  expect(panel.y).toBeGreaterThan(at.y + at.height);
  expect(panel.y).toBeLessThan(at.y + at.height + 16);
  expect(Math.abs(panel.x + panel.width - (at.x + at.width))).toBeLessThanOrEqual(1);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(avatar).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await page.mouse.click(at.x - 200, at.y + 300);
  await expect(dialog).toHaveCount(0);
});

test("a select's list opens beside its combobox, above it without room below; a press outside closes it", async ({
  page,
}) => {
  await page.goto('/?scene=wizard&theme=light&bg=white');
  const combo = page.getByRole('combobox', { name: 'Industry Category', exact: true });
  const listbox = page.getByRole('listbox', { name: 'Industry Category' });
  await combo.click();
  await expect(listbox).toBeVisible();
  await expect(combo).toBeFocused();
  const [at, below] = [await combo.boundingBox(), await listbox.boundingBox()];
  if (!at || !below) throw new Error('no boxes');
  // Under the combobox, at its start edge, at least as wide.
  expect(below.y - (at.y + at.height)).toBeGreaterThanOrEqual(0);
  expect(below.y - (at.y + at.height)).toBeLessThanOrEqual(8);
  expect(Math.abs(below.x - at.x)).toBeLessThanOrEqual(1);
  expect(below.width).toBeGreaterThanOrEqual(at.width - 1);
  await page.mouse.click(at.x + at.width + 40, at.y - 40);
  await expect(listbox).toHaveCount(0);
  // A viewport ending just under the field: the list opens above it.
  await page.setViewportSize({ width: 1280, height: Math.ceil(at.y + at.height + 40) });
  await combo.click();
  await expect(listbox).toBeVisible();
  const above = await listbox.boundingBox();
  if (!above) throw new Error('no box');
  expect(at.y - (above.y + above.height)).toBeGreaterThanOrEqual(0);
  expect(at.y - (above.y + above.height)).toBeLessThanOrEqual(8);
});
