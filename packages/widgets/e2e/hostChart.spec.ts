import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * A host stylesheet's inherited text properties never reach the widgets' text or the charts'
 * SVG labels, and the host's own markup rendered inside the provider keeps the host's styles.
 * Screenshots of the chart before and after the hostile stylesheet go to test-results.
 */

const HOSTILE = `
* { letter-spacing: 2px; text-transform: uppercase; font-family: serif; line-height: 3; }
h1 { color: rgb(200, 0, 0); }
`;

/** Where the screenshots go: the repository's test-results folder (not committed). */
const shot = (name: string) => path.join(process.cwd(), 'test-results', 'host-chart', name);

const TEXT_PROPS = [
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'line-height',
  'text-shadow',
] as const;

type TextStyles = Record<string, string>[];

/** The text properties of every chart label and of the dialog's headings and paragraphs. */
const readText = (page: Page) =>
  page.evaluate(
    (props) => {
      const root = document.querySelector('[data-rolescope]');
      if (!root) throw new Error('No provider root');
      const elements = [...root.querySelectorAll('svg text, [role=dialog] h2, [role=dialog] p')];
      return elements.map((el) => {
        const computed = getComputedStyle(el);
        return Object.fromEntries([
          ['element', `${el.tagName} ${(el.textContent ?? '').trim().slice(0, 20)}`],
          ...props.map((p) => [p, computed.getPropertyValue(p)]),
        ]);
      });
    },
    TEXT_PROPS as unknown as string[],
  );

const openDialog = async (page: Page) => {
  await page.goto('/?scene=dialog&theme=light&hostHeader=1');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.locator('[data-rolescope] svg text').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
};

test('hostile inherited text properties reach neither widget text nor chart labels', async ({
  page,
}) => {
  await openDialog(page);
  const chart = page.locator('[data-rolescope] figure').first();
  await chart.screenshot({ path: shot('chart-before.png') });
  const control: TextStyles = await readText(page);
  expect(control.filter((s) => s.element?.startsWith('text')).length).toBeGreaterThan(3);

  await page.addStyleTag({ content: HOSTILE });
  // The hostile stylesheet is applied: the host's heading outside the provider takes it.
  const heading = page.getByRole('heading', { name: 'HR portal', includeHidden: true });
  await expect(heading).toHaveCSS('text-transform', 'uppercase');
  await chart.screenshot({ path: shot('chart-after.png') });
  expect(await readText(page)).toEqual(control);
});

// The reset applies under each widget's root (`WidgetRoot`), not to the host's own markup.
test("the host's own heading inside the provider keeps the host's colour", async ({ page }) => {
  await openDialog(page);
  await page.addStyleTag({ content: HOSTILE });
  const heading = page.getByRole('heading', { name: 'Portal header', includeHidden: true });
  await expect(heading).toHaveCSS('color', 'rgb(200, 0, 0)');
});
