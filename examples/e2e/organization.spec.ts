import { expect, test } from '../../packages/demo-app/e2e/support/fixtures';
import {
  employeeReadsReview,
  employeeSubmits,
  exportHeatmapCsv,
  managerReviews,
  readInsights,
  type WalkHost,
} from './support/organizationWalk';
import { openAs, watchConsole, watchForKey } from './support/portalPage';

// One organisation for the run: the walks go one after the other, each with its own team.
test.describe.configure({ mode: 'serial' });
// The whole evaluation and three more people in one test, on a loaded machine.
test.setTimeout(360_000);

const hosts: Record<'React' | 'HTML', WalkHost> = {
  React: {
    evaluation: '/react/',
    reports: '/react/reports',
    team: '/react/team',
    insights: '/react/insights',
    employee: { id: 'e-101', name: 'Asha Rao', team: 'Platform' },
    manager: { id: 'm-201', name: 'Chitra Menon' },
    hr: 'h-301',
  },
  HTML: {
    evaluation: '/html/',
    reports: '/html/reports.html',
    team: '/html/manager.html',
    insights: '/html/hr.html',
    employee: { id: 'e-102', name: 'Ben Okafor', team: 'Data' },
    manager: { id: 'm-202', name: 'Dev Malhotra' },
    hr: 'h-301',
  },
};

for (const [name, host] of Object.entries(hosts)) {
  test(`${name} host: employee submits, the manager reviews, HR sees and exports it, the employee reads the review`, async ({
    page,
  }) => {
    const problems = await watchConsole(page);
    const leaks = watchForKey(page);

    const before = await readInsights(page, host);

    await employeeSubmits(page, host);

    const comment = `Ready to lead the ${host.employee.team} roadmap.`;
    const reviewed = await managerReviews(page, host, comment);
    expect(reviewed.length).toBeGreaterThan(0);

    // HR: one report more, and the team's cells of the heatmap rated once more per
    // competency of the report.
    const after = await readInsights(page, host);
    expect(after.reports).toBe(before.reports + 1);
    expect(after.teamCells).toBeGreaterThanOrEqual(reviewed.length);
    expect(after.teamRatings).toBe(before.teamRatings + reviewed.length);
    const csv = await exportHeatmapCsv(page);
    expect(csv[0]).toBe('Competency,Team,At or above recommended (%),People');
    const teamRows = csv.filter((line) => line.includes(`,${host.employee.team},`));
    expect(teamRows).toHaveLength(after.teamCells);
    const people = teamRows.map((line) => Number(line.match(/,(\d+)$/)?.[1]));
    expect(people.reduce((sum, n) => sum + n, 0)).toBe(after.teamRatings);

    // The employee: the manager's levels, competency by competency, and the comment.
    const seen = await employeeReadsReview(page, host);
    expect(seen.map((r) => [r.competency, r.level])).toEqual(reviewed);
    expect(seen.map((r) => r.note)).toContain(comment);

    expect(leaks).toEqual([]);
    expect(problems).toEqual([]);
  });
}

test('React host: the insights keep their filters in the URL (reload and Back)', async ({
  page,
}) => {
  const problems = await watchConsole(page);
  await openAs(page, 'h-301', '/react/insights?manager=m-201');
  const manager = page.getByRole('textbox', { name: "Manager's employee id" });
  await expect(manager).toHaveValue('m-201');
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/react\/insights$/);
  await expect(manager).toHaveValue('');
  await manager.fill('m-202');
  await manager.press('Enter');
  await expect(page).toHaveURL(/\/react\/insights\?manager=m-202$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/react\/insights$/);
  await expect(manager).toHaveValue('');
  await page.goBack();
  await expect(manager).toHaveValue('m-201');
  await page.goForward();
  await page.goForward();
  await page.reload();
  await expect(manager).toHaveValue('m-202');
  expect(problems).toEqual([]);
});
