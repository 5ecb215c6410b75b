import { demoAccount, expect, signInByApi, test } from './support/fixtures';

test.describe('career progression evaluation', () => {
  test('goal, skill assessment, gap report, submit, then history and the report dialog', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await signInByApi(page, demoAccount);
    await page.goto('/user-dashboard');
    await page.getByRole('button', { name: 'Choose a report type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Report Type' });
    await dialog.getByRole('radio', { name: 'Career Progression Report' }).check();
    await dialog.getByRole('button', { name: 'Start Now' }).click();
    await expect(page).toHaveURL(/\/career-progression-evaluation$/);
    await expect(page.getByText('Step 1 of 2')).toBeVisible();

    // Step 1: Career Goal Setting (the demo user has completed reports: the baseline is theirs).
    await expect(page.getByRole('region', { name: 'Your current position' })).toBeVisible();
    await page.getByRole('textbox', { name: /Target role/ }).fill('Head of Platform');
    const level = page.getByRole('combobox', { name: 'Target career level' });
    await level.click();
    await page.getByRole('option', { name: 'Level 22 (Medium)' }).click();
    const timeFrame = page.getByRole('combobox', { name: 'Time frame' });
    await timeFrame.click();
    await page.getByRole('option', { name: '1 year' }).click();
    await page.getByRole('textbox', { name: 'Motivation' }).fill('Lead the platform team.');
    await page.getByRole('button', { name: 'Next' }).click();

    // Step 2: Skill Assessment: rate the current level of every competency the target needs.
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    const groups = page.getByRole('radiogroup', { name: /^Your current level in / });
    await expect(groups.first()).toBeVisible();
    const count = await groups.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i++) {
      await groups
        .nth(i)
        .getByRole('radio', { name: /^Level 1\b/ })
        .first()
        .click();
    }
    await page.getByRole('button', { name: 'View Report' }).click();

    // The report: goal, readiness, gaps and recommendations.
    await expect(page.getByRole('heading', { name: 'Career Progression Report' })).toBeVisible();
    for (const name of [
      'Career Goal',
      'Readiness',
      'Gap Analysis',
      'Development Recommendations',
    ]) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Career Goal' })).toContainText(
      'Head of Platform',
    );
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page).toHaveURL(/\/thank-you$/);

    // Listed in the history with its own label, and opened in the report dialog.
    await page.goto('/reports-history');
    const row = page.getByRole('row', { name: /Career Progression/ }).first();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'View Report' }).click();
    const report = page.getByRole('dialog', { name: /Career Progression Report/ });
    await expect(report).toBeVisible();
    await expect(report).toContainText('Head of Platform');
  });
});
