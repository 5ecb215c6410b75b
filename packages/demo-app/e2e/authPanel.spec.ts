import type { Page } from '@playwright/test';
import { demoAccount, expect, test } from './support/fixtures';

const panel = (page: Page) => page.getByRole('complementary', { name: 'Welcome Back' });
const signInToContinue = (page: Page) => page.getByRole('button', { name: 'Sign In to Continue' });

/** The width of an element as a share of the viewport's, once its slide-in has ended. */
const widthShare = async (page: Page, selector: ReturnType<Page['getByRole']>) => {
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const box = await selector.boundingBox();
  if (!box) throw new Error('not rendered');
  return box.width / viewport.width;
};

test.describe('sign-in side panel', () => {
  test('at 1280×800 the panel takes about 30% beside the 70% hero', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/login');
    await expect(panel(page)).toBeVisible();
    const hero = page.getByRole('region', { name: 'Rolescope', exact: true });
    await expect(async () => {
      const panelShare = await widthShare(page, panel(page));
      const heroShare = await widthShare(page, hero);
      expect(panelShare).toBeGreaterThanOrEqual(0.28);
      expect(panelShare).toBeLessThanOrEqual(0.32);
      expect(heroShare).toBeGreaterThanOrEqual(0.68);
      expect(heroShare).toBeLessThanOrEqual(0.72);
    }).toPass();
    // Side by side: the panel starts where the hero ends, at the right edge.
    const panelBox = await panel(page).boundingBox();
    expect(panelBox && panelBox.x + panelBox.width).toBeCloseTo(1280, 0);
    // The landing page is the same.
    await page.goto('/');
    await expect(panel(page)).toBeVisible();
  });

  test('at 375×812 the panel takes the full width', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/login');
    await expect(panel(page)).toBeVisible();
    await expect(async () => {
      const box = await panel(page).boundingBox();
      expect(box?.x).toBeCloseTo(0, 0);
      expect(box?.width).toBeCloseTo(375, 0);
    }).toPass();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      375,
    );
  });

  test('the close button dismisses it; Sign In to Continue reopens it and gets focus back', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(panel(page)).toBeVisible();
    await expect(signInToContinue(page)).toHaveCount(0);
    await panel(page).getByRole('button', { name: 'Close' }).click();
    await expect(panel(page)).toHaveCount(0);
    // The whole hero with its button, which has the focus.
    await expect(signInToContinue(page)).toBeFocused();
    const hero = page.getByRole('region', { name: 'Rolescope', exact: true });
    expect(await widthShare(page, hero)).toBeGreaterThan(0.98);

    await signInToContinue(page).click();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(signInToContinue(page)).toBeFocused();
    // Enter on the focused button reopens it.
    await page.keyboard.press('Enter');
    await expect(panel(page)).toBeVisible();
  });

  test('Escape in a field dismisses it; reopened, what was typed is still there', async ({
    page,
  }) => {
    await page.goto('/login');
    const email = page.getByRole('textbox', { name: 'Email Address', exact: true });
    await email.fill('someone@example.com');
    await email.press('Escape');
    await expect(panel(page)).toHaveCount(0);
    await expect(signInToContinue(page)).toBeFocused();
    await signInToContinue(page).click();
    await expect(email).toHaveValue('someone@example.com');
  });

  test('Create New Account (a link) and Forgot password switch the panel itself, and back', async ({
    page,
  }) => {
    await page.goto('/login');
    const create = panel(page).getByRole('link', { name: 'Create New Account' });
    await expect(create).toHaveAttribute('href', '/signup');
    await create.click();
    const signUp = page.getByRole('complementary', { name: 'Create Your Free Account' });
    await expect(signUp).toBeVisible();
    await expect(signUp.getByRole('heading', { name: 'Create Your Free Account' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(panel(page)).toHaveCount(0);

    await signUp.getByRole('button', { name: 'Sign In' }).first().click();
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole('button', { name: 'Forgot password' }).click();
    const forgot = page.getByRole('complementary', { name: 'Forgot Password' });
    await expect(forgot.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the separate pages still open from their own addresses', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('heading', { name: 'Create Your Free Account' })).toBeVisible();
    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Send Password Reset Email' })).toBeVisible();
  });

  test('signs in from the panel', async ({ page }) => {
    await page.goto('/login');
    await panel(page)
      .getByRole('textbox', { name: 'Email Address', exact: true })
      .fill(demoAccount.email);
    await panel(page)
      .getByRole('textbox', { name: 'Password', exact: true })
      .fill(demoAccount.password);
    await panel(page).getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });

  test('slides in unless the user prefers reduced motion', async ({ page }) => {
    await page.goto('/login');
    expect(await panel(page).evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.reload();
    await expect(panel(page)).toBeVisible();
    expect(await panel(page).evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});
