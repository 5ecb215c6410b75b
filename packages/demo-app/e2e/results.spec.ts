import type { Page } from '@playwright/test';
import { registerNewAccount } from './support/account';
import { demoAccount, expect, signInByApi, signInByForm, test } from './support/fixtures';
import { pdfText } from './support/pdfText';
import {
  activate,
  answerQuestions,
  fillOrganizationByKeyboard,
  fillRoleDetailsByKeyboard,
  finalizeCompetencyProfile,
  saveAndNext,
} from './support/wizard';

/** The career level names of the scoring rules ("What the results mean"). */
const CAREER_LEVEL_NAMES: Record<number, string> = {
  17: 'Associate',
  18: 'Professional',
  20: 'Senior professional',
  22: 'Manager',
  24: 'Senior leader',
};

/** The career category names of the scoring rules. */
const CATEGORY_NAMES: Record<string, string> = {
  low: 'Early career and individual contributor',
  medium: 'Experienced professional and manager',
  high: 'Leadership',
};

/** Proficiency levels 1 to 5 by name. */
const LEVEL_NAMES = ['Foundation', 'Practitioner', 'Advanced', 'Lead', 'Authority'];

type StoredReport = {
  _id: string;
  status: string;
  scoreDetails?: { finalScore: number; careerLevel: number; category: string };
  report?: { title?: string; recommendedLevel?: number }[] | null;
};

/** The score as the summary shows it (at most two decimals). */
const shownScore = (score: number): string => String(Math.round(score * 100) / 100);

/**
 * Text compared without white space and with ligatures spelt out (a PDF's text runs split
 * words at ligatures, "Identi fi cation", and may join or split the spacing between runs).
 */
const squash = (text: string): string => text.normalize('NFKC').replace(/\s+/g, '');

/** `text` as a regular expression source that matches it literally. */
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The signed-in user's newest completed report, read through the API with the page's session. */
const newestReport = async (page: Page, email: string): Promise<StoredReport> => {
  const token = await page.evaluate(() => JSON.parse(window.localStorage.getItem('token') ?? '""'));
  const response = await page.request.get(
    `/api/v1/user/fetchUserReports/${encodeURIComponent(email)}?page=1&limit=10`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  expect(response.ok()).toBeTruthy();
  const { data } = (await response.json()) as { data: StoredReport[] };
  const report = data.find((r) => r.status === 'completed');
  if (!report) throw new Error('no completed report');
  return report;
};

/** The five steps, eight competencies, a level each, then Submit Survey (ends on /thank-you). */
const submitCompetencyReport = async (page: Page): Promise<void> => {
  await fillRoleDetailsByKeyboard(page);
  await saveAndNext(page, 2);
  await fillOrganizationByKeyboard(page);
  await saveAndNext(page, 3);
  await answerQuestions(page, 5);
  await saveAndNext(page, 4);
  await answerQuestions(page, 8);
  await saveAndNext(page, 5);
  await answerQuestions(page, 8);

  await finalizeCompetencyProfile(page);

  await expect(page).toHaveURL(/\/competency-results$/);
  await activate(page.getByRole('button', { name: 'Submit Survey' }));
  await activate(page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }));
  await expect(page).toHaveURL(/\/thank-you$/);
};

test.describe('results that explain themselves', () => {
  test('first sign-in: the wizard; after a report: the dashboard, See My Result, its PDF', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    const account = await registerNewAccount(page, 'results');
    await signInByForm(page, account);
    // A first-time user (no report, no draft) keeps the specification's route.
    await expect(page).toHaveURL(/\/competency-evaluation$/);
    await expect(page.getByText('Step 1 of 5').first()).toBeVisible();

    await submitCompetencyReport(page);
    const stored = await newestReport(page, account.email);
    const score = stored.scoreDetails;
    if (!score) throw new Error('the submitted report has no score details');
    const levelName = CAREER_LEVEL_NAMES[score.careerLevel] ?? '';
    const categoryName = CATEGORY_NAMES[score.category] ?? '';
    const competencies = (Array.isArray(stored.report) ? stored.report : []).filter(
      (c): c is { title: string; recommendedLevel: number } =>
        typeof c.title === 'string' && typeof c.recommendedLevel === 'number',
    );
    expect(competencies.length).toBeGreaterThan(0);

    // The thank-you page logs out after 10 s; signing in again lands on the dashboard.
    await expect(page).toHaveURL(/\/login$/, { timeout: 20_000 });
    await signInByForm(page, account);
    await expect(page).toHaveURL(/\/user-dashboard$/);

    const latest = page.getByRole('region', { name: 'Your latest result' });
    await expect(latest.getByText(`Level ${score.careerLevel}, ${levelName}`)).toBeVisible();
    await expect(latest.getByText(categoryName, { exact: true })).toBeVisible();
    await expect(latest.getByText(shownScore(score.finalScore), { exact: true })).toBeVisible();

    await latest.getByRole('button', { name: 'See My Result' }).click();
    const dialog = page.getByRole('dialog', { name: 'Competency Identification Report' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Platform Engineer').first()).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    const printed = await pdfText(await page.pdf({ format: 'A4', printBackground: true }));
    await test.info().attach('pdf text', { body: printed, contentType: 'text/plain' });
    const text = squash(printed);

    expect(text).toContain(squash(levelName));
    expect(text).toContain(squash(`Level ${score.careerLevel}, ${levelName}`));
    expect(text).toContain(squash(categoryName));
    expect(text).toContain(squash(shownScore(score.finalScore)));
    expect(text).toContain(squash('Recommended level'));
    // Each competency with its recommended level (number and name) after its name:
    // "Recommended level: Level 3, Advanced" (a colon or a comma between number and name).
    for (const { title, recommendedLevel } of competencies) {
      const name = squash(title);
      const proficiency = LEVEL_NAMES[recommendedLevel - 1] ?? '';
      const recommended = new RegExp(
        `^.{0,600}?Recommendedlevel:?Level${recommendedLevel}[,:]${literal(proficiency)}`,
      );
      const starts = [...text.matchAll(new RegExp(literal(name), 'g'))].map((m) => m.index ?? 0);
      expect(starts.length, `${title} in the PDF`).toBeGreaterThan(0);
      expect(
        starts.some((at) => recommended.test(text.slice(at + name.length))),
        `${title}: recommended level ${recommendedLevel}, ${proficiency} in the PDF`,
      ).toBe(true);
    }
  });

  test('the header links to /user-dashboard from every signed-in page', async ({ page }) => {
    await signInByApi(page, demoAccount);
    const paths = [
      '/competency-evaluation',
      '/reports-history',
      '/help',
      '/career-progression-evaluation',
      '/user-dashboard',
    ];
    for (const path of paths) {
      await page.goto(path);
      const link = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Dashboard', exact: true });
      await expect(link, path).toHaveAttribute('href', '/user-dashboard');
      if (path === '/user-dashboard') await expect(link).toHaveAttribute('aria-current', 'page');
      else await expect(link).not.toHaveAttribute('aria-current', 'page');
    }
    await page.goto('/help');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  });

  test('the dashboard lists open drafts; Continue resumes one at its step with its answers', async ({
    page,
  }) => {
    const login = await page.request.post('/api/v1/survey/login', { data: demoAccount });
    const { data: session } = (await login.json()) as { data: { token: string } };
    const role = `Resumed ${Date.now().toString(36)}`;
    const saved = await page.request.post('/api/v1/survey/save-draft', {
      headers: { Authorization: `Bearer ${session.token}` },
      data: {
        draftData: {
          userFilledDetails: {
            details: { role, industryCategory: 'technology' },
            organizationDetails: { managementLevel: 'middle' },
            step: 2,
          },
        },
      },
    });
    expect(saved.ok()).toBeTruthy();

    await signInByApi(page, demoAccount);
    await page.goto('/user-dashboard');
    const draft = page
      .getByRole('region', { name: 'Open drafts' })
      .getByRole('listitem')
      .filter({ hasText: role });
    await draft.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/competency-evaluation$/);
    await expect(page.getByText('Step 2 of 5').first()).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Middle Management' })).toBeChecked();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page.getByText('Step 1 of 5').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Role', exact: true })).toHaveValue(role);
  });
});
