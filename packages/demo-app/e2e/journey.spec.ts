import { registerNewAccount } from './support/account';
import { expect, signInByForm, test } from './support/fixtures';
import {
  activate,
  answerQuestions,
  fillOrganizationByKeyboard,
  fillRoleDetailsByKeyboard,
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
    await expect(page.getByText('Data saved').first()).toBeVisible();
    await fillOrganizationByKeyboard(page);
    await saveAndNext(page, 3);
    await answerQuestions(page, 5);
    await saveAndNext(page, 4);
    await answerQuestions(page, 8);
    await saveAndNext(page, 5);
    await answerQuestions(page, 8);

    // Finalize: confirm, choose competencies, generate.
    await activate(page.getByRole('button', { name: 'Finalize Competency Profile' }));
    await activate(page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }));
    const selection = page.getByRole('dialog', { name: /Competency Profile/ });
    await expect(selection).toBeVisible();
    // Four functional competencies that are not among the domain ones, then the four domain
    // competencies the domain section offers (8 in all).
    const pick = async (combo: string, names: readonly string[]) => {
      const box = selection.getByRole('combobox', { name: combo, exact: true });
      await expect(box).not.toHaveAttribute('aria-busy', 'true');
      await box.click();
      for (const name of names) await page.getByRole('option', { name, exact: true }).click();
      await page.keyboard.press('Escape');
    };
    await pick('Competencies', [
      'Product Backlog Management',
      'Project Planning and Scheduling',
      'Go-to-Market Planning',
      'Client Engagement Management',
    ]);
    await pick('Domain Process', ['Professional Services Domain']);
    await pick('Domain Function', ['Consulting Practice']);
    await pick('Domain Competencies', [
      'Engagement Scoping and Proposals',
      'Structured Problem Solving',
      'Knowledge Management',
      'Solution Delivery',
    ]);
    await activate(selection.getByRole('button', { name: 'Generate Competency Profile' }));

    // The level picker: a level per competency, Continue, then Complete.
    await expect(page.getByText('Competency Assessment').first()).toBeVisible();
    for (let i = 0; i < 12; i++) {
      const levels = page.locator('[role="radio"]:not([aria-disabled="true"])');
      await levels.first().click();
      const complete = page.getByRole('button', { name: 'Complete' });
      if (await complete.isVisible()) {
        await activate(complete);
        break;
      }
      await activate(page.getByRole('button', { name: 'Continue' }));
    }

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
