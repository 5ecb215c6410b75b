import { expect, type Page, test } from '@playwright/test';
import { COMPARED, checkSurfaces, type StyleSnapshot, snapshotStyles } from './host-safety/checks';

/**
 * The widgets under a hostile host stylesheet (host-safety/hostile.css: global `*`, `h1`,
 * `button`, `input`, `p` rules, fonts, letter-spacing, text-transform) look exactly as on a
 * control page without it, and every text sits on an opaque surface of the widgets with
 * readable contrast, in the light theme on a black host page and in the dark theme on a white one.
 */

type Scene = { name: string; ready: (page: Page) => Promise<void> };

const SCENES: Scene[] = [
  {
    name: 'auth',
    ready: async (page) => {
      await expect(page.getByRole('button', { name: /sign in/i }).first()).toBeVisible();
    },
  },
  {
    name: 'history',
    ready: async (page) => {
      await expect(page.getByRole('table')).toBeVisible();
      await expect(page.getByRole('tooltip')).toBeVisible();
      await expect(page.getByRole('status').or(page.getByRole('alert')).first()).toBeVisible();
    },
  },
  {
    name: 'menu',
    ready: async (page) => {
      await page.getByRole('button', { name: /Account menu/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'level',
    ready: async (page) => {
      await expect(page.getByRole('radiogroup')).toBeVisible();
    },
  },
  {
    name: 'dialog',
    ready: async (page) => {
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'wizard',
    ready: async (page) => {
      await expect(page.getByRole('textbox').first()).toBeVisible();
    },
  },
];

const THEMES = [
  { theme: 'light', bg: 'black' },
  { theme: 'dark', bg: 'white' },
] as const;

const open = async (page: Page, scene: Scene, query: string): Promise<void> => {
  await page.goto(`/?scene=${scene.name}&${query}`);
  await scene.ready(page);
  // Fonts and the toast's entry animation settle before styles are read.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(400);
};

const differences = (control: StyleSnapshot, hostile: StyleSnapshot): string[] => {
  const diffs: string[] = [];
  if (control.length !== hostile.length) {
    diffs.push(`element count ${control.length} vs ${hostile.length}`);
  }
  for (const [i, c] of control.entries()) {
    const h = hostile[i];
    if (!h) break;
    for (const [prop, value] of Object.entries(c.styles)) {
      if (h.styles[prop] !== value) {
        diffs.push(`${c.element} ${prop}: ${value} (control) vs ${h.styles[prop]} (hostile)`);
      }
    }
  }
  return diffs;
};

for (const { theme, bg } of THEMES) {
  for (const scene of SCENES) {
    test(`${scene.name}, ${theme} theme on a ${bg} host: hostile host CSS changes nothing and every text has an opaque surface`, async ({
      page,
    }) => {
      await open(page, scene, `theme=${theme}&bg=${bg}`);
      const control = await page.evaluate(snapshotStyles, COMPARED);
      expect(control.length).toBeGreaterThan(5);

      await open(page, scene, `theme=${theme}&bg=${bg}&hostile=1`);
      // The hostile stylesheet is really there: the host's own heading takes it.
      const hostHeading = page.getByRole('heading', { name: 'HR portal', includeHidden: true });
      await expect(hostHeading).toHaveCSS('letter-spacing', '3px');
      await expect(hostHeading).toHaveCSS('color', 'rgb(255, 0, 0)');
      const hostile = await page.evaluate(snapshotStyles, COMPARED);
      expect(differences(control, hostile)).toEqual([]);

      expect(await page.evaluate(checkSurfaces, { dark: theme === 'dark' })).toEqual([]);
    });
  }
}
