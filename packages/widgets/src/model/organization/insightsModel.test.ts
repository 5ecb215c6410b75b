import { describe, expect, it } from 'vitest';
import { emptyInsights, insightsFixture } from '../../test/insightsFixtures';
import { heatmapCsv, insightsCsvFileName, peopleCsv } from './insightsCsv';
import { cellReportsQuery, cleanFilters, insightsQueryOf } from './insightsFilters';
import {
  buildHeatmap,
  categoryCounts,
  levelCounts,
  reportsChange,
  sortHeatmapRows,
  topGaps,
} from './insightsModel';

const labels = {
  competency: 'Competency',
  group: 'Team',
  share: 'At or above recommended (%)',
  people: 'People',
};

describe('buildHeatmap', () => {
  it('reads each cell as the share at or above (1 - shareBelow) with the ratings, rows by name', () => {
    const { columns, rows } = buildHeatmap(insightsFixture);
    expect(columns.map((c) => c.name)).toEqual(['Team Alpha', 'Team Beta', 'No team']);
    expect(rows.map((r) => r.name)).toEqual(['Programming', 'Stakeholder management']);
    const cells = rows.map((r) => r.cells.map((c) => (c ? [c.percent, c.people] : null)));
    expect(cells).toEqual([
      [[100, 3], null, [50, 2]],
      [[60, 5], [25, 4], null],
    ]);
  });

  it('sorts by a column (rows without ratings there last) and by name both ways', () => {
    const { columns, rows } = buildHeatmap(insightsFixture);
    const names = (sorted: typeof rows) => sorted.map((r) => r.name);
    const beta = { by: 'column', column: 't2' } as const;
    expect(names(sortHeatmapRows(rows, columns, beta, 'ascending'))).toEqual([
      'Stakeholder management',
      'Programming',
    ]);
    const alpha = { by: 'column', column: 't1' } as const;
    expect(names(sortHeatmapRows(rows, columns, alpha, 'ascending'))).toEqual([
      'Stakeholder management',
      'Programming',
    ]);
    expect(names(sortHeatmapRows(rows, columns, alpha, 'descending'))).toEqual([
      'Programming',
      'Stakeholder management',
    ]);
    expect(names(sortHeatmapRows(rows, columns, { by: 'name' }, 'descending'))).toEqual([
      'Stakeholder management',
      'Programming',
    ]);
  });

  it('has no columns nor rows for an empty organisation', () => {
    expect(buildHeatmap(emptyInsights)).toEqual({ columns: [], rows: [] });
  });
});

describe('figures', () => {
  it('ranks the gaps by people below, then by average gap', () => {
    expect(
      topGaps(insightsFixture).map((g) => [g.competency, g.group, g.below, g.averageGap]),
    ).toEqual([
      ['Stakeholder management', 'Team Beta', 3, 1.33],
      ['Stakeholder management', 'Team Alpha', 2, 1.5],
      ['Programming', 'No team', 1, 2],
    ]);
    expect(topGaps(insightsFixture, 1)).toHaveLength(1);
  });

  it('gives the change of reports and every level and category, 0 included', () => {
    expect(reportsChange(insightsFixture)).toEqual({ current: 12, previous: 9, change: 3 });
    expect(levelCounts(insightsFixture.current)).toEqual([
      { level: 1, count: 0 },
      { level: 2, count: 4 },
      { level: 3, count: 4 },
      { level: 4, count: 4 },
      { level: 5, count: 0 },
    ]);
    expect(categoryCounts(emptyInsights.current).map((c) => c.count)).toEqual([0, 0, 0]);
  });
});

describe('CSV', () => {
  it('writes the heatmap as shown, one line per rated cell', () => {
    const { columns, rows } = buildHeatmap(insightsFixture);
    expect(heatmapCsv(columns, rows, labels)).toBe(
      '\uFEFFCompetency,Team,At or above recommended (%),People\r\n' +
        'Programming,Team Alpha,100,3\r\n' +
        'Programming,No team,50,2\r\n' +
        'Stakeholder management,Team Alpha,60,5\r\n' +
        'Stakeholder management,Team Beta,25,4\r\n',
    );
  });

  it('writes the people, a formula-like cell kept as text', () => {
    const person = {
      _id: 'r1',
      email: 'e1@portal.example',
      status: 'completed' as const,
      reportType: 'competency' as const,
      createdAt: '2026-05-03T10:00:00.000Z',
      updatedAt: '2026-05-03T10:00:00.000Z',
      role: '=Lead, Platform',
      hasReport: true,
      externalUserId: 'e1',
      team: { id: 't1', name: 'Team Alpha' },
      department: null,
    };
    expect(
      peopleCsv([person], {
        employee: 'Employee',
        role: 'Role',
        team: 'Team',
        department: 'Department',
        submitted: 'Submitted',
        careerLevel: 'Career level',
      }),
    ).toBe(
      '\uFEFFEmployee,Role,Team,Department,Submitted,Career level\r\n' +
        `e1,"'=Lead, Platform",Team Alpha,,2026-05-03,\r\n`,
    );
    expect(insightsCsvFileName('Stakeholder management, Team Alpha', new Date('2026-06-20'))).toBe(
      'rolescope-stakeholder-management-team-alpha-2026-06-20.csv',
    );
  });
});

describe('filters', () => {
  it('drops empty values and turns them into the insights query', () => {
    expect(cleanFilters({ team: ' ', manager: ' m1 ', groupBy: 'team' })).toEqual({
      manager: 'm1',
    });
    expect(insightsQueryOf({ from: '2026-13', to: '2026-06', department: 'Eng' })).toEqual({
      groupBy: 'team',
      department: 'Eng',
      to: '2026-06',
    });
  });

  it('lists a cell by its group, competency and the whole months of the period', () => {
    expect(
      cellReportsQuery(
        { groupBy: 'department', team: 't1', manager: 'm1' },
        { from: '2026-04', to: '2026-12' },
        { groupKey: 'Eng', competencyId: 'c1' },
      ),
    ).toEqual({
      limit: 50,
      competency: 'c1',
      submittedFrom: '2026-04-01T00:00:00.000Z',
      submittedTo: '2027-01-01T00:00:00.000Z',
      manager: 'm1',
      department: 'Eng',
      team: 't1',
    });
  });
});
