import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Waits until a combobox has finished loading its options. */
const idle = async (el: Locator) => expect(el).not.toHaveAttribute('aria-busy', 'true');

/** Focuses `target` and drives it with keys only. */
const keys = async (page: Page, target: Locator, ...sequence: string[]) => {
  await target.focus();
  for (const key of sequence) {
    if (key.length > 1 && /^[A-Z][a-zA-Z]+$/.test(key)) await page.keyboard.press(key);
    else await page.keyboard.type(key);
  }
};

/** Step 1, Role Details, filled with the keyboard only (focus, arrows, Enter, typing). */
export const fillRoleDetailsByKeyboard = async (page: Page): Promise<void> => {
  const combo = (name: string) => page.getByRole('combobox', { name, exact: true });
  const box = (name: string) => page.getByRole('textbox', { name, exact: true });
  const category = combo('Industry Category');
  await idle(category);
  await expect(category).toBeEnabled();
  await keys(page, category, 'ArrowDown', 'Enter');
  await keys(page, combo('Current Industry'), 'ArrowDown', 'Enter');
  await keys(page, box('Company'), 'Acme Corp');
  const process = combo('Job Family/Process');
  await idle(process);
  await keys(page, process, 'ArrowDown', 'Enter', 'Escape');
  const fn = combo('Function');
  await idle(fn);
  await keys(page, fn, 'ArrowDown', 'Enter', 'ArrowDown', 'Enter', 'ArrowDown', 'Enter', 'Escape');
  await keys(page, box('Role'), 'Platform Engineer');
  await keys(page, box('Open Positions'), '2');
  await keys(page, combo('Experience'), 'ArrowDown', 'Enter');
  const tiers = [
    ['IIM Ahm', '3000000', '40'],
    ['IIM Bang', '2000000', '30'],
    ['NIT War', '1000000', '20'],
  ] as const;
  for (const [i, [institute, ctc, interns]] of tiers.entries()) {
    const t = page.getByRole('group', { name: `Tier ${i + 1}`, exact: true });
    const institutes = t.getByRole('combobox', { name: `Tier ${i + 1} Institutes` });
    await institutes.focus();
    await page.keyboard.type(institute);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    await keys(page, t.getByRole('textbox', { name: 'Total CTC' }), ctc);
    await keys(page, t.getByRole('textbox', { name: 'Pre-placement Offer (%)' }), interns);
  }
  await keys(page, box('Role Objective'), 'Own the developer platform.');
};

/** Step 2 by keyboard: radios with arrows, selects with arrows and Enter. */
export const fillOrganizationByKeyboard = async (page: Page): Promise<void> => {
  await keys(page, page.getByRole('radio', { name: 'Middle Management' }), 'ArrowDown');
  await keys(page, page.getByRole('radio', { name: 'Regional' }), 'ArrowDown');
  await keys(
    page,
    page.getByRole('combobox', { name: 'Number of Employees' }),
    'ArrowDown',
    'ArrowDown',
    'Enter',
  );
  await keys(
    page,
    page.getByRole('combobox', { name: 'Annual Revenue (INR Crore)' }),
    'ArrowDown',
    'Enter',
  );
};

/** An accordion step: answers each question with its first option (each answer opens the next). */
export const answerQuestions = async (page: Page, count: number): Promise<void> => {
  for (let i = 0; i < count; i++) {
    const open = page
      .getByRole('group')
      .filter({ has: page.getByRole('radio') })
      .filter({ hasNot: page.getByRole('radio', { checked: true }) })
      .first();
    await expect(open).toBeVisible();
    // Pinned by its name: once answered, the filter above moves on to the next question.
    const name = await open.getByRole('radio').first().getAttribute('name');
    await page.locator(`input[type="radio"][name="${name}"]`).first().click();
    // Answered: checked, or its panel closed (a closed panel's radios are not rendered).
    await expect
      .poll(() =>
        page.evaluate((n) => {
          const radios = Array.from(
            document.querySelectorAll<HTMLInputElement>(`input[name="${n}"]`),
          );
          return radios.length === 0 || radios.some((r) => r.checked);
        }, name),
      )
      .toBe(true);
  }
};

/** Focuses a control and presses Enter (keyboard activation). */
export const activate = async (target: Locator): Promise<void> => {
  await target.focus();
  await target.page().keyboard.press('Enter');
};

/** Save & Next, and wait for the next step's header. */
export const saveAndNext = async (page: Page, nextStep: number): Promise<void> => {
  const next = page.getByRole('button', { name: 'Save & Next' });
  await expect(next).toBeEnabled();
  // With the mouse, right after the previous save: no toast may cover the button (autosaves
  // are quiet, and a toast keeps clear of primary buttons; Playwright's click fails when
  // another element would receive the pointer).
  await next.click();
  await expect(page.getByText(`Step ${nextStep} of 5`).first()).toBeVisible();
};

/**
 * In the open competency selection: four functional competencies (checkboxes grouped by
 * function, with a search field) and the Professional Services domain with four of its
 * competencies (multi-selects).
 */
export const chooseCompetencies = async (page: Page, selection: Locator): Promise<void> => {
  const pick = async (combo: string, names: readonly string[]) => {
    const box = selection.getByRole('combobox', { name: combo, exact: true });
    await expect(box).not.toHaveAttribute('aria-busy', 'true');
    await box.click();
    for (const name of names) await page.getByRole('option', { name, exact: true }).click();
    await page.keyboard.press('Escape');
  };
  // The functional competencies: checkboxes grouped by function, with a search field.
  const competencies = selection.getByRole('group', {
    name: 'Functional Competencies',
    exact: true,
  });
  await expect(selection.getByRole('searchbox', { name: 'Search competencies' })).toBeVisible();
  // one label per field: the section's name is the field's own legend, not a second label
  const labels = selection.locator('legend, label, [id$="-label"]');
  await expect(labels.filter({ hasText: /^Functional Competencies\*?$/ })).toHaveCount(1);
  await expect(labels.filter({ hasText: /^Competencies\*?$/ })).toHaveCount(0);
  for (const name of [
    'Product Backlog Management',
    'Project Planning and Scheduling',
    'Go-to-Market Planning',
    'Client Engagement Management',
  ]) {
    await competencies.getByRole('checkbox', { name, exact: true }).check();
  }
  await pick('Domain Process', ['Professional Services Domain']);
  await pick('Domain Function', ['Consulting Practice']);
  await pick('Domain Competencies', [
    'Engagement Scoping and Proposals',
    'Structured Problem Solving',
    'Knowledge Management',
    'Solution Delivery',
  ]);
};

/**
 * From step 5 answered to the level picker's Complete: Finalize, confirm, choose four
 * functional competencies that are not among the domain ones and the four domain competencies
 * the Professional Services domain offers (eight in all), Generate, then a level for each.
 */
export const finalizeCompetencyProfile = async (page: Page): Promise<void> => {
  await activate(page.getByRole('button', { name: 'Finalize Competency Profile' }));
  await activate(page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }));
  const selection = page.getByRole('dialog', { name: /Competency Profile/ });
  await expect(selection).toBeVisible();
  await chooseCompetencies(page, selection);
  await activate(selection.getByRole('button', { name: 'Generate Competency Profile' }));

  // The level picker: a level per competency, Continue, then Complete.
  await expect(page.getByText('Competency Assessment').first()).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.locator('[role="radio"]:not([aria-disabled="true"])').first().click();
    const complete = page.getByRole('button', { name: 'Complete' });
    if (await complete.isVisible()) {
      await activate(complete);
      break;
    }
    await activate(page.getByRole('button', { name: 'Continue' }));
  }
};
