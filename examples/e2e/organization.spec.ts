import { expect, test } from '../../packages/demo-app/e2e/support/fixtures';
import {
  employeeReadsReview,
  employeeSubmits,
  exportHeatmapCsv,
  managerReviews,
  readInsights,
  type WalkHost,
} from './support/organizationWalk';
import { watchConsole, watchForKey } from './support/portalPage';

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
    expect(before.teamCells).toBe(0);

    await employeeSubmits(page, host);

    const comment = `Ready to lead the ${host.employee.team} roadmap.`;
    const reviewed = await managerReviews(page, host, comment);
    expect(reviewed.length).toBeGreaterThan(0);

    // HR: one more employee evaluated, and the team's column of the heatmap now rated.
    const after = await readInsights(page, host);
    expect(after.evaluated).toBe(before.evaluated + 1);
    expect(after.teamCells).toBeGreaterThan(before.teamCells);
    const csv = await exportHeatmapCsv(page);
    expect(csv[0]).toBe('Competency,Team,At or above recommended (%),People');
    const teamRows = csv.filter((line) => line.includes(`,${host.employee.team},`));
    expect(teamRows).toHaveLength(after.teamCells);
    expect(teamRows[0]).toMatch(new RegExp(`,${host.employee.team},\\d+,1$`));

    // The employee: the manager's levels, competency by competency, and the comment.
    const seen = await employeeReadsReview(page, host);
    expect(seen.map((r) => [r.competency, r.level])).toEqual(reviewed);
    expect(seen.map((r) => r.note)).toContain(comment);

    expect(leaks).toEqual([]);
    expect(problems).toEqual([]);
  });
}
