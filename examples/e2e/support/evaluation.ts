import { expect, type Page } from '@playwright/test';
import { submitSurvey, walkToResults } from '../../../packages/elements/e2e/wizard';

/**
 * The employee's whole evaluation on an open host page: the five steps, Finalize, a level per
 * competency, then Submit on the results (the wizard's own controls, by role and label; the
 * elements' helpers reach into a custom element's open shadow root as well as a React host).
 */
export const submitEvaluation = async (page: Page) => {
  const body = page.locator('body');
  await expect(body.getByText('Step 1 of 5').first()).toBeVisible();
  await walkToResults(body);
  await submitSurvey(body);
};
