import type { Locator, Page } from '@playwright/test';
import {
  type Api,
  apiOf,
  choose,
  fillGoal,
  registerByApi,
  seedWorkedExampleReport,
} from './support/career';
import { expect, signInByApi, test } from './support/fixtures';
import { activate, answerQuestions } from './support/wizard';

type LevelOption = { level: number; description: string; abilities: string[] };
type Item = { _id: string; title: string; levelOptions: LevelOption[] };

/** The levels a competency defines (a description or abilities), ascending. */
const definedLevels = (item: Item) =>
  item.levelOptions
    .filter((o) => o.description.trim() !== '' || o.abilities.length > 0)
    .map((o) => o.level)
    .sort((a, b) => a - b);

/**
 * core's documented target rule, written out: the category's level (low 2, medium 3, high 4)
 * clamped to the highest defined level at or below it, else the lowest defined one above it.
 */
const targetOf = (item: Item, categoryLevel: number) => {
  const defined = definedLevels(item);
  const below = defined.filter((l) => l <= categoryLevel);
  return below.length > 0 ? (below[below.length - 1] as number) : (defined[0] ?? categoryLevel);
};

/** The rating this test gives competency `i`: a mix below, at and above the target. */
const RATINGS = [1, 4, 2, 3, 1, 5];
const ratingOf = (item: Item, i: number) => {
  const wanted = RATINGS[i % RATINGS.length] as number;
  const defined = definedLevels(item);
  return defined.includes(wanted) ? wanted : (defined.find((l) => l > wanted) ?? defined[0] ?? 1);
};

/** Each row of the gap table as its cells' text (competency, current, target, gap, progress). */
const tableRows = async (scope: Page | Locator) => {
  const rows = scope.getByRole('table').getByRole('row');
  const count = await rows.count();
  const out: string[][] = [];
  for (let i = 1; i < count; i++) {
    out.push((await rows.nth(i).locator('th, td').allTextContents()).map((t) => t.trim()));
  }
  return out;
};

/** What the report must say for these competencies and ratings, computed here. */
const expectedReport = (items: Item[], ratings: number[], categoryLevel: number) => {
  const targets = items.map((item) => targetOf(item, categoryLevel));
  const rows = items.map((item, i) => {
    const current = ratings[i] as number;
    const target = targets[i] as number;
    const gap = Math.max(0, target - current);
    return [item.title, `L${current}`, `L${target}`, gap > 0 ? `${gap} to go` : 'Met', ''];
  });
  const reached = ratings.reduce((s, r, i) => s + Math.min(r, targets[i] as number), 0);
  const required = targets.reduce((s, t) => s + t, 0);
  return {
    rows,
    readiness: `${Math.round((reached / required) * 100)}% ready`,
    met: `${rows.filter((r) => r[3] === 'Met').length} of ${items.length} competencies at target level`,
  };
};

/** The assessed competencies' catalog items, by their titles on the page. */
const catalogItems = async (api: Api, functions: string[], titles: string[]) => {
  const options = await api.post<{ _id: string; name: string }[]>(
    '/v1/common/getFunctionalCompetencies',
    { industryCategory: 'technology', functions, careerCategory: 'medium' },
  );
  const ids = titles.map((title) => options.find((o) => o.name === title)?._id ?? '');
  // Every competency shown is one the catalog tags for the target category (medium).
  expect(ids).not.toContain('');
  return api.post<Item[]>('/v1/user/calculateCompetencyLevel', {
    industryCategory: 'technology',
    functions,
    competencyName: ids,
  });
};

test.describe('career progression evaluation', () => {
  test('a seeded case: baseline 18 low, target 22, known ratings → exact gaps and readiness, also in the report dialog', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await registerByApi(page, 'career-gaps');
    const api = await apiOf(page.request, account);
    const functions = await seedWorkedExampleReport(api, account.email, 'Platform Engineer');
    await signInByApi(page, account);

    // Chosen through the Select Report Type dialog.
    await page.goto('/user-dashboard');
    await page.getByRole('button', { name: 'Choose a report type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Report Type' });
    await dialog.getByRole('radio', { name: 'Career Progression Report' }).check();
    await dialog.getByRole('button', { name: 'Start Now' }).click();
    await expect(page).toHaveURL(/\/career-progression-evaluation$/);
    await expect(page.getByText('Step 1 of 2')).toBeVisible();

    // Step 1: the current position is the worked example's (260.59 → level 18, low).
    const current = page.getByRole('region', { name: 'Your current position' });
    await expect(current).toContainText('From your latest competency report: Platform Engineer');
    await expect(current).toContainText('Current career level18');
    await expect(current).toContainText('Current career categoryLow');
    // Only the levels above 18 are offered.
    const level = page.getByRole('combobox', { name: 'Target career level' });
    await expect(level).toHaveAccessibleDescription(
      'Only the levels above your current level (18) are offered.',
    );
    await level.click();
    await expect(page.getByRole('option')).toHaveText([
      'Level 20 (Medium)',
      'Level 22 (Medium)',
      'Level 24 (High)',
    ]);
    await page.keyboard.press('Escape');
    await fillGoal(page, 'Head of Platform', 'Level 22 (Medium)', '1 year');
    // Under the chosen target: the skills it needs, with the required proficiency.
    const skills = page.getByRole('region', { name: 'Skills Level 22 needs' });
    await expect(skills.getByRole('listitem')).toHaveCount(6);
    const previewed = await skills
      .getByRole('listitem')
      .evaluateAll((els) => els.map((e) => e.firstElementChild?.textContent ?? ''));
    await expect(skills.getByRole('listitem').first()).toContainText(/Level [1-5] \(\w+\)$/);
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: rate the competencies the target needs at known levels.
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    const groups = page.getByRole('radiogroup', { name: /^Your current level in / });
    await expect(groups.first()).toBeVisible();
    await expect(groups).toHaveCount(6);
    const titles = (
      await groups.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))
    ).map((label) => (label ?? '').replace('Your current level in ', ''));
    // The skills shown under the target are the ones assessed.
    expect(titles).toEqual(previewed);
    const items = await catalogItems(api, functions, titles);
    const ratings = items.map(ratingOf);
    for (const [i, item] of items.entries()) {
      const group = groups.nth(i);
      // The target level (medium: 3, clamped to the defined levels) is marked Target.
      await expect(group.getByRole('radio', { name: /Target/ })).toHaveAccessibleName(
        `Level ${targetOf(item, 3)} Target`,
      );
      await group.getByRole('radio', { name: new RegExp(`^Level ${ratings[i]}\\b`) }).click();
    }
    await page.getByRole('button', { name: 'View Report' }).click();

    // The report: exact current, target and gap per competency, and the readiness figure.
    await expect(page.getByRole('heading', { name: 'Career Progression Report' })).toBeVisible();
    const expected = expectedReport(items, ratings, 3);
    expect(await tableRows(page)).toEqual(expected.rows);
    const readiness = page.getByRole('region', { name: 'Readiness' });
    await expect(readiness).toContainText(expected.readiness);
    await expect(readiness).toContainText(expected.met);
    await expect(page.getByRole('region', { name: 'Career Goal' })).toContainText(
      'Head of Platform',
    );

    // Submit asks first; Yes sends it.
    await page.getByRole('button', { name: 'Submit' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Submit Report' });
    await confirm.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    // Listed in the history with its own label; the report dialog shows the same numbers.
    await page.goto('/reports-history');
    const row = page.getByRole('row', { name: /Head of Platform/ });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Career Progression');
    await row.getByRole('button', { name: 'View Report' }).click();
    const report = page.getByRole('dialog', { name: /Career Progression Report/ });
    await expect(report).toBeVisible();
    await expect(report).toContainText('Head of Platform');
    expect(await tableRows(report)).toEqual(expected.rows);
    await expect(report.getByRole('region', { name: 'Readiness' })).toContainText(
      expected.readiness,
    );
  });

  test('a saved career draft resumes from Reports History with its ratings, then submits away', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await registerByApi(page, 'career-draft');
    await signInByApi(page, account);
    const role = 'Head of Data Platform';
    const draftRow = page.getByRole('row', { name: new RegExp(`${role} \\[DRAFT\\]`) });
    const ratings = page.getByRole('radiogroup', { name: /^Your current level in / });

    // A new account has no completed report: the quick job-size check gives the baseline.
    await page.goto('/career-progression-evaluation');
    await expect(page.getByText('Quick job-size check')).toBeVisible();
    await choose(page, /Industry category/, 'Technology');
    await choose(page, /Job family\/process/, 'Technology');
    await choose(page, /Your function/, 'Software Engineering');
    await page.keyboard.press('Escape');
    await answerQuestions(page, 5);
    await expect(page.getByRole('region', { name: 'Your current position' })).toContainText(
      'Estimated from the quick job-size check',
    );
    await page.getByRole('textbox', { name: /Target role/ }).fill(role);
    await choose(page, 'Target career level', 'Level 20 (Medium)');
    await choose(page, 'Time frame', '2 years');
    // Next saves the draft.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Saved at / })).toBeVisible();
    await expect(page.getByText('Data saved')).toHaveCount(0);
    await expect(ratings.first()).toBeVisible();
    const count = await ratings.count();
    for (let i = 0; i < count; i++) {
      await ratings
        .nth(i)
        .getByRole('radio', { name: /^Level 2\b/ })
        .click();
    }
    // Leaving the step saves the ratings into the same draft.
    await page.getByRole('button', { name: 'View Report' }).click();
    await expect(page.getByRole('heading', { name: 'Career Progression Report' })).toBeVisible();

    // Leave, then come back through Reports History's Complete Assessment.
    await page.goto('/reports-history');
    await expect(draftRow).toHaveCount(1);
    await expect(draftRow).toContainText('Career Progression');
    await draftRow.getByRole('button', { name: 'Complete Assessment' }).click();
    await expect(page).toHaveURL(/\/career-progression-evaluation$/);
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    await expect(ratings).toHaveCount(count);
    for (let i = 0; i < count; i++) {
      await expect(ratings.nth(i).getByRole('radio', { name: /^Level 2\b/ })).toBeChecked();
    }

    // Previous shows the restored goal and quick check; Next returns to the ratings.
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByRole('textbox', { name: /Target role/ })).toHaveValue(role);
    await expect(page.getByRole('region', { name: 'Your current position' })).toContainText(
      'Estimated from the quick job-size check',
    );
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(ratings.first().getByRole('radio', { name: /^Level 2\b/ })).toBeChecked();

    await page.getByRole('button', { name: 'View Report' }).click();
    await activate(page.getByRole('button', { name: 'Submit' }));
    await activate(
      page.getByRole('alertdialog', { name: 'Submit Report' }).getByRole('button', { name: 'Yes' }),
    );
    await expect(page).toHaveURL(/\/thank-you$/);

    // The draft is gone; the report is listed with its role and the Career label.
    await page.goto('/reports-history');
    const rows = page.getByRole('row', { name: new RegExp(role) });
    await expect(rows).toHaveCount(1);
    await expect(draftRow).toHaveCount(0);
    const report = rows.first();
    await expect(report.getByRole('cell').nth(1)).toHaveText(role);
    await expect(report.getByRole('cell').nth(2)).toContainText(`${role}_career-draft-`);
    await expect(report).toContainText('Career Progression');
    await expect(report.getByRole('button', { name: 'View Report' })).toBeVisible();
  });
});
