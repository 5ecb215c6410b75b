import { expect, type Page, test } from '@playwright/test';

/**
 * The parts loaded on first use, in a real browser (where `pointerenter` comes before
 * `mouseenter`, and a part mounts after both): the intent shown while a part's code is held
 * back is honoured once it arrives. Scenes of the host-safety page (host-safety/main.tsx).
 */

/** Holds back the module `file` until `release()`; `requested()` tells whether it was asked for. */
const holdBack = async (page: Page, file: string) => {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(`**/${file}*`, async (route) => {
    asked = true;
    await gate;
    await route.continue();
  });
  return { release, requested: () => asked };
};

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

test('the user menu loads its panel on approach; a click before it arrives opens it', async ({
  page,
}) => {
  const panel = await holdBack(page, 'UserMenuPanel.tsx');
  await page.goto('/?scene=menu&theme=light&bg=white');
  const avatar = page.getByRole('button', { name: /Account menu/ });
  await expect(avatar).toBeVisible();
  expect(panel.requested()).toBe(false);
  await avatar.click();
  await expect(avatar).toHaveAttribute('aria-expanded', 'true');
  expect(panel.requested()).toBe(true);
  await expect(page.getByRole('status')).toHaveText('Loading...');
  panel.release();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(avatar).toHaveAttribute('aria-controls', (await dialog.getAttribute('id')) ?? '');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(avatar).toBeFocused();
});
