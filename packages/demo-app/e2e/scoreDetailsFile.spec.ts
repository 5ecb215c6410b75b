import { readFile } from 'node:fs/promises';
import { apiOf, registerByApi, WORKED_EXAMPLE } from './support/career';
import { expect, signInByApi, test } from './support/fixtures';

/** Every number of a JSON value, however deep. */
const numbersOf = (value: unknown): number[] =>
  typeof value === 'number'
    ? [value]
    : value && typeof value === 'object'
      ? Object.values(value).flatMap(numbersOf)
      : [];

test('the downloaded score-details.json carries scores rounded to 2 decimals', async ({ page }) => {
  const account = await registerByApi(page, 'scorefile');
  const api = await apiOf(page.request, account);
  await api.post('/v1/survey/save-draft', {
    draftData: {
      userFilledDetails: {
        details: { role: 'Score File Analyst', industryCategory: 'technology' },
        ...WORKED_EXAMPLE,
        step: 5,
      },
    },
  });
  await signInByApi(page, account);
  await page.goto('/reports-history');
  await page
    .getByRole('button', { name: /Complete Assessment/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/competency-evaluation$/);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download score details' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('score-details.json');
  const details = JSON.parse(await readFile(await file.path(), 'utf8')) as Record<string, unknown>;
  expect(details.finalScore).toBe(260.59);
  for (const n of numbersOf(details)) {
    expect(Math.round(n * 100) / 100, `${n} has at most 2 decimals`).toBe(n);
  }
});
