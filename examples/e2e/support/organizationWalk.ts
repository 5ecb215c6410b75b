import { readFile } from 'node:fs/promises';
import { expect, type Locator, type Page } from '@playwright/test';
import { activate } from '../../../packages/demo-app/e2e/support/wizard';
import { submitEvaluation } from './evaluation';
import { openAs, type PortalPerson } from './portalPage';

/** One host's pages and the people of the walk (an employee, their manager, HR). */
export type WalkHost = {
  evaluation: string;
  reports: string;
  team: string;
  insights: string;
  employee: { id: PortalPerson; name: string; team: string };
  manager: { id: PortalPerson; name: string };
  hr: PortalPerson;
};

/**
 * What HR's insights show: the reports of the period, and the walk's team in the heatmap (its
 * rated cells, and their ratings added up: each submitted report rates each of its
 * competencies once).
 */
export type InsightsReading = { reports: number; teamCells: number; teamRatings: number };

/** Each row of a table's body as its cells' texts. */
const bodyRows = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.children, (cell) => cell.textContent?.trim() ?? '')),
    );

/** HR opens the insights (the page's own widget or element) and reads them once loaded. */
export const readInsights = async (page: Page, host: WalkHost): Promise<InsightsReading> => {
  await openAs(page, host.hr, host.insights);
  const headline = page.getByRole('region', { name: 'Headline figures' });
  await expect(headline).toBeVisible();
  const figure = headline.locator('div').filter({ hasText: 'Reports this period' }).locator('dd');
  const reports = Number((await figure.first().textContent())?.replace(/\D/g, ''));
  // A rated cell is a button named with its reading ("…, Platform: 50% at or above, 1 people").
  const reading = new RegExp(`, ${host.employee.team}: \\d+% at or above, (\\d+) people$`);
  const names = await page
    .getByRole('button', { name: reading })
    .evaluateAll((cells) => cells.map((cell) => cell.getAttribute('aria-label') ?? ''));
  const teamRatings = names.reduce((sum, name) => sum + Number(name.match(reading)?.[1]), 0);
  return { reports, teamCells: names.length, teamRatings };
};

/** The employee fills and submits the evaluation in the host. */
export const employeeSubmits = async (page: Page, host: WalkHost) => {
  await openAs(page, host.employee.id, host.evaluation);
  await expect(page.getByText(`Signed in as ${host.employee.name}`)).toBeVisible();
  await submitEvaluation(page);
  await expect(page.getByRole('status').filter({ hasText: 'submitted to HR' })).toBeVisible();
};

/**
 * The manager opens Team, reviews the employee's report (for each competency the highest
 * level the framework defines, a comment on the first) and submits; returns each
 * competency's level as the submitted review lists it.
 */
export const managerReviews = async (page: Page, host: WalkHost, comment: string) => {
  await openAs(page, host.manager.id, host.team);
  await expect(page.getByText(`Signed in as ${host.manager.name}`)).toBeVisible();
  const review = page.getByRole('button', { name: `Review ${host.employee.name}'s latest report` });
  await review.click();
  const form = page.getByRole('form', { name: 'Review of a competency report' });
  await expect(form).toBeVisible();
  const groups = form.getByRole('radiogroup');
  const count = await groups.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const levels = groups.nth(i).locator('[role="radio"]:not([aria-disabled="true"])');
    await levels.last().click();
    await expect(levels.last()).toHaveAttribute('aria-checked', 'true');
  }
  await form
    .getByRole('textbox', { name: /^Comment on / })
    .first()
    .fill(comment);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await activate(page.getByRole('alertdialog').getByRole('button', { name: 'Submit review' }));
  await expect(
    page.getByRole('status').filter({ hasText: `Submitted by ${host.manager.name}` }),
  ).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'the employee now sees it' }),
  ).toBeVisible();
  const submitted = page.getByRole('table', { name: 'Review of a competency report' });
  // competency, employee, the manager's level, recommended, comment
  return (await bodyRows(submitted)).map(([competency, , level]) => [competency, level]);
};

/** HR exports the heatmap: the CSV's lines (without its byte-order mark). */
export const exportHeatmapCsv = async (page: Page) => {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^rolescope-.*\.csv$/);
  const text = await readFile(await download.path(), 'utf8');
  return text.replace(/^\uFEFF/, '').split('\r\n');
};

/** The employee opens their report: the manager's review beside their own levels. */
export const employeeReadsReview = async (page: Page, host: WalkHost) => {
  await openAs(page, host.employee.id, host.reports);
  await page.getByRole('button', { name: 'View Report' }).first().click();
  const dialog = page.getByRole('dialog');
  const table = dialog.getByRole('table', { name: "Manager's review" });
  await expect(table).toBeVisible();
  await expect(dialog.getByText(`Reviewed by ${host.manager.name}`)).toBeVisible();
  // competency, your level, the manager's level, recommended, comment
  return (await bodyRows(table)).map(([competency, , level, , note]) => ({
    competency,
    level,
    note,
  }));
};
