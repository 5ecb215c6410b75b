import { registerNewAccount } from './support/account';
import { expect, signInByForm, test } from './support/fixtures';
import {
  activate,
  answerQuestions,
  fillOrganizationByKeyboard,
  fillRoleDetailsByKeyboard,
  finalizeCompetencyProfile,
  saveAndNext,
} from './support/wizard';

test.describe('the main journey', () => {
  test.setTimeout(180_000);

  test('sign up, the five steps, competencies, levels, results, submit, history, report', async ({
    page,
  }) => {
    const account = await registerNewAccount(page, 'journey');
    await signInByForm(page, account);
    await expect(page).toHaveURL(/\/competency-evaluation$/);
    await expect(page.getByText('Step 1 of 5').first()).toBeVisible();

    // Steps 1 and 2 by keyboard only.
    await fillRoleDetailsByKeyboard(page);
    await saveAndNext(page, 2);
    // Autosaves are quiet (docs/toasts.md): the saved indicator, no toast.
    await expect(page.getByRole('status').filter({ hasText: /^Saved at / })).toBeVisible();
    await expect(page.getByText('Data saved')).toHaveCount(0);
    await fillOrganizationByKeyboard(page);
    await saveAndNext(page, 3);
    await answerQuestions(page, 5);
    await saveAndNext(page, 4);
    await answerQuestions(page, 8);
    await saveAndNext(page, 5);
    await answerQuestions(page, 8);

    await finalizeCompetencyProfile(page);

    // Results, submit, thank-you.
    await expect(page).toHaveURL(/\/competency-results$/);
    await expect(page.getByText('Detailed Competency Analysis').first()).toBeVisible();
    await activate(page.getByRole('button', { name: 'Submit Survey' }));
    await activate(page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }));
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

    // History and the report dialog.
    await page.goto('/reports-history');
    await expect(page.getByText('Platform Engineer').first()).toBeVisible();
    await page
      .getByRole('button', { name: /View Report/ })
      .first()
      .click();
    const report = page.getByRole('dialog');
    await expect(report.getByText('Version 1.0')).toBeVisible();
    await expect(report.getByText('Platform Engineer').first()).toBeVisible();
  });
});
