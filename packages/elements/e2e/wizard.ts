import { expect, type Locator } from '@playwright/test';

// The demo app's wizard steps, driven inside an element's shadow root (`host` scopes every
// query; Playwright's role and CSS locators pierce open shadow roots).

const idle = async (el: Locator) => expect(el).not.toHaveAttribute('aria-busy', 'true');

const keys = async (target: Locator, ...sequence: string[]) => {
  const keyboard = target.page().keyboard;
  await target.focus();
  for (const key of sequence) {
    if (key.length > 1 && /^[A-Z][a-zA-Z]+$/.test(key)) await keyboard.press(key);
    else await keyboard.type(key);
  }
};

/** Step 1, Role Details. */
const fillRoleDetails = async (host: Locator): Promise<void> => {
  const keyboard = host.page().keyboard;
  const combo = (name: string) => host.getByRole('combobox', { name, exact: true });
  const box = (name: string) => host.getByRole('textbox', { name, exact: true });
  const category = combo('Industry Category');
  await idle(category);
  await keys(category, 'ArrowDown', 'Enter');
  await keys(combo('Current Industry'), 'ArrowDown', 'Enter');
  await keys(box('Company'), 'Acme Corp');
  const process = combo('Job Family/Process');
  await idle(process);
  await keys(process, 'ArrowDown', 'Enter', 'Escape');
  const fn = combo('Function');
  await idle(fn);
  await keys(fn, 'ArrowDown', 'Enter', 'ArrowDown', 'Enter', 'ArrowDown', 'Enter', 'Escape');
  await keys(box('Role'), 'Platform Engineer');
  await keys(box('Open Positions'), '2');
  await keys(combo('Experience'), 'ArrowDown', 'Enter');
  const tiers = [
    ['IIM Ahm', '3000000', '40'],
    ['IIM Bang', '2000000', '30'],
    ['NIT War', '1000000', '20'],
  ] as const;
  for (const [i, [institute, ctc, interns]] of tiers.entries()) {
    const tier = host.getByRole('group', { name: `Tier ${i + 1}`, exact: true });
    await tier.getByRole('combobox', { name: `Tier ${i + 1} Institutes` }).focus();
    await keyboard.type(institute);
    await keyboard.press('Enter');
    await keyboard.press('Escape');
    await keys(tier.getByRole('textbox', { name: 'Total CTC' }), ctc);
    await keys(tier.getByRole('textbox', { name: 'Pre-placement Offer (%)' }), interns);
  }
  await keys(box('Role Objective'), 'Own the developer platform.');
};

/** Step 2, Organization Details. */
const fillOrganization = async (host: Locator): Promise<void> => {
  await keys(host.getByRole('radio', { name: 'Middle Management' }), 'ArrowDown');
  await keys(host.getByRole('radio', { name: 'Regional' }), 'ArrowDown');
  await keys(
    host.getByRole('combobox', { name: 'Number of Employees' }),
    'ArrowDown',
    'ArrowDown',
    'Enter',
  );
  await keys(
    host.getByRole('combobox', { name: 'Annual Revenue (INR Crore)' }),
    'ArrowDown',
    'Enter',
  );
};

/** An accordion step: each question answered with its first option. */
const answerQuestions = async (host: Locator, count: number): Promise<void> => {
  for (let i = 0; i < count; i++) {
    const open = host
      .getByRole('group')
      .filter({ has: host.page().getByRole('radio') })
      .filter({ hasNot: host.page().getByRole('radio', { checked: true }) })
      .first();
    await expect(open).toBeVisible();
    const name = await open.getByRole('radio').first().getAttribute('name');
    const radios = host.locator(`input[type="radio"][name="${name}"]`);
    await radios.first().click();
    await expect
      .poll(async () => {
        const states = await radios.evaluateAll((all) =>
          all.map((r) => (r as HTMLInputElement).checked),
        );
        return states.length === 0 || states.some(Boolean);
      })
      .toBe(true);
  }
};

/** Save & Next, then the next step's header. */
const saveAndNext = async (host: Locator, nextStep: number): Promise<void> => {
  const next = host.getByRole('button', { name: 'Save & Next' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(host.getByText(`Step ${nextStep} of 5`).first()).toBeVisible();
};

/** Finalize, competencies, levels: ends on the results. */
const finalizeToResults = async (host: Locator): Promise<void> => {
  await host.getByRole('button', { name: 'Finalize Competency Profile' }).click();
  await host.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  const selection = host.getByRole('dialog', { name: /Competency Profile/ });
  await expect(selection).toBeVisible();
  const pick = async (combo: string, names: readonly string[]) => {
    const box = selection.getByRole('combobox', { name: combo, exact: true });
    await idle(box);
    await box.click();
    for (const name of names) await host.getByRole('option', { name, exact: true }).click();
    await host.page().keyboard.press('Escape');
  };
  // The functional competencies: checkboxes grouped by function (a searchable list).
  const competencies = selection.getByRole('group', {
    name: 'Functional Competencies',
    exact: true,
  });
  await expect(selection.getByRole('searchbox', { name: 'Search competencies' })).toBeVisible();
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
  await selection.getByRole('button', { name: 'Generate Competency Profile' }).click();
  await expect(host.getByText('Competency Assessment').first()).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await host.locator('[role="radio"]:not([aria-disabled="true"])').first().click();
    const complete = host.getByRole('button', { name: 'Complete' });
    if (await complete.isVisible()) {
      await complete.click();
      break;
    }
    await host.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(host.getByText('Detailed Competency Analysis').first()).toBeVisible();
};

/** On the results: Submit Survey, confirmed. */
export const submitSurvey = async (host: Locator): Promise<void> => {
  await host.getByRole('button', { name: 'Submit Survey' }).click();
  await host.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
};

/** The five steps, Finalize, competencies and levels: from step 1 to the results. */
export const walkToResults = async (host: Locator): Promise<void> => {
  await fillRoleDetails(host);
  await saveAndNext(host, 2);
  await fillOrganization(host);
  await saveAndNext(host, 3);
  await answerQuestions(host, 5);
  await saveAndNext(host, 4);
  await answerQuestions(host, 8);
  await saveAndNext(host, 5);
  await answerQuestions(host, 8);
  await finalizeToResults(host);
};
