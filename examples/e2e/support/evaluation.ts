import { expect, type Page } from '@playwright/test';
import {
  activate,
  fillOrganizationByKeyboard,
  fillRoleDetailsByKeyboard,
  finalizeCompetencyProfile,
  saveAndNext,
} from '../../../packages/demo-app/e2e/support/wizard';

/**
 * An accordion step: answers each question with its first option. As the demo app's helper,
 * but it waits for the answer with locators, which also reach into a custom element's open
 * shadow root (`document.querySelectorAll` would not).
 */
const answerQuestions = async (page: Page, count: number) => {
  for (let i = 0; i < count; i++) {
    const open = page
      .getByRole('group')
      .filter({ has: page.getByRole('radio') })
      .filter({ hasNot: page.getByRole('radio', { checked: true }) })
      .first();
    await expect(open).toBeVisible();
    const name = await open.getByRole('radio').first().getAttribute('name');
    const radios = page.locator(`input[type="radio"][name="${name}"]`);
    await radios.first().click();
    // Answered: checked, or its panel closed (a closed panel's radios are not rendered).
    await expect
      .poll(
        async () =>
          (await radios.count()) === 0 || (await radios.and(page.locator(':checked')).count()) > 0,
      )
      .toBe(true);
  }
};

/**
 * The employee's whole evaluation on an open host page: the five steps, Finalize, a level per
 * competency, then Submit on the results (the wizard's own controls, by role and label).
 */
export const submitEvaluation = async (page: Page) => {
  await expect(page.getByText('Step 1 of 5').first()).toBeVisible();
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
  await expect(page.getByText('Detailed Competency Analysis').first()).toBeVisible();
  await activate(page.getByRole('button', { name: 'Submit Survey' }));
  await activate(page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }));
};
