import { expect, test } from '@playwright/test';

const SECTIONS = [
  'Role Details',
  'Organization Details',
  'Role & Responsibilities',
  'Role & Effectiveness',
  'Role Impact',
  'Competency Report',
];

/** A text from each section's content (fixtures.ts, core's questions). */
const SECTION_TEXT = [
  'Owns the design and reliability of the payment services.',
  'Middle Management',
  'Activities performed',
  'Technical competence',
  'Impact on financial health',
  'API Design at level 4: advanced practice.',
];

/** Every `/MediaBox [x0 y0 x1 y1]` of a PDF, as [width, height] in points. */
const mediaBoxes = (pdf: Buffer): [number, number][] =>
  [
    ...pdf
      .toString('latin1')
      .matchAll(/\/MediaBox\s*\[\s*([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s+([\d.-]+)\s*\]/g),
  ].map((m) => [Number(m[3]) - Number(m[1]), Number(m[4]) - Number(m[2])]);

test('the report dialog prints on A4 with every section open and no controls', async ({ page }) => {
  await page.goto('/');
  const dialog = page.getByRole('dialog', { name: 'Competency Identification Report' });
  await expect(dialog).toBeVisible();

  // On screen: only the first section is open.
  await expect(dialog.getByText(SECTION_TEXT[0] as string)).toBeVisible();
  await expect(dialog.getByText(SECTION_TEXT[5] as string)).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  for (const [i, name] of SECTIONS.entries()) {
    await expect(dialog.getByRole('heading', { name: new RegExp(`^${name}`) })).toBeVisible();
    await expect(dialog.getByText(SECTION_TEXT[i] as string).first()).toBeVisible();
  }
  await expect(dialog.getByText('Report ID: 4e5f6a7b')).toBeVisible();
  const year = new Date().getFullYear();
  await expect(dialog.getByText(`© ${year} Rolescope. All rights reserved.`)).toBeVisible();
  for (const control of ['Download', 'Close']) {
    for (const button of await dialog.getByRole('button', { name: control }).all()) {
      await expect(button).toBeHidden();
    }
  }
  await expect(page.getByTestId('host-content')).toBeHidden();
  const layout = await dialog.evaluate((el) => {
    const own = getComputedStyle(el);
    const overlay = el.parentElement ? getComputedStyle(el.parentElement) : own;
    return {
      position: own.position,
      overflow: own.overflowY,
      maxHeight: own.maxHeight,
      overlayPosition: overlay.position,
    };
  });
  expect(layout).toEqual({
    position: 'static',
    overflow: 'visible',
    maxHeight: 'none',
    overlayPosition: 'static',
  });

  const pageRules = await page.evaluate(() =>
    [...document.styleSheets]
      .flatMap((sheet) => [...sheet.cssRules])
      .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
      .map((rule) => ({ size: rule.style.getPropertyValue('size'), margin: rule.style.margin })),
  );
  expect(pageRules).toContainEqual({ size: 'a4', margin: '15mm' });

  const pdf = await page.pdf({ format: 'A4', preferCSSPageSize: true, printBackground: true });
  const boxes = mediaBoxes(pdf);
  test.info().annotations.push({ type: 'pages', description: String(boxes.length) });
  expect(boxes.length).toBeGreaterThanOrEqual(2);
  for (const [width, height] of boxes) {
    expect(Math.abs(width - 595)).toBeLessThan(1.5);
    expect(Math.abs(height - 842)).toBeLessThan(1.5);
  }
});
