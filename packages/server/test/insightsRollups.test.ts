import { afterAll, describe, expect, it } from 'vitest';
import { INSIGHTS_BACKFILL } from '../src/store/sql/insightsMigration';
import type { SqlRunner } from '../src/store/sql/migrations';
import type { PgliteHandle } from '../src/store/sql/pglite';
import { SqlStore } from '../src/store/sql/sqlStore';
import type { InsightsRequest } from '../src/store/types';
import { openPgliteForTests, openPostgresForTests, postgresUrl } from './sqlStores';

type Opened = { handle: Pick<PgliteHandle, 'db' | 'runner'>; dispose(): Promise<void> };
const opened: Opened[] = [];
afterAll(async () => {
  await Promise.all(opened.map((o) => o.dispose()));
});

const databases = [
  { name: 'pglite', open: openPgliteForTests },
  ...(postgresUrl()
    ? [{ name: 'postgres', open: () => openPostgresForTests(postgresUrl() as string) }]
    : []),
];

const AT = '2026-05-10T10:00:00Z';
const REQUEST: InsightsRequest = {
  organizationId: 'org',
  previousFrom: '2026-02-01',
  currentFrom: '2026-05-01',
  currentTo: '2026-07-01',
  groupBy: 'team',
};

const seed = async (q: SqlRunner) => {
  await q.query(`INSERT INTO organizations VALUES ('org', 'Acme', 'technology', 'active', now())`);
  for (const ext of ['a', 'b'])
    await q.query(
      `INSERT INTO users (id, email, password_hash, designation, level, function_department, role,
         created_at, updated_at, organization_id, external_user_id)
       VALUES ($1, $2, '', '', '', '', 'user', now(), now(), 'org', $3)`,
      [`u-${ext}`, `${ext}@x.test`, ext],
    );
  await q.query(
    `INSERT INTO directory_entries (organization_id, external_user_id, team_id, team_name, department, updated_at)
     VALUES ('org', 'a', 't1', 'Platform', 'Eng', now()), ('org', 'c', 't1', 'Platform', 'Eng', now())`,
  );
};

const report = (q: SqlRunner, id: string, owner: string, status: string, levels: number[]) =>
  q.query(
    `INSERT INTO reports (id, owner_id, email, status, report, selected_levels, user_filled_details,
       score_details, created_at, updated_at)
     VALUES ($1, $2, 'x@x.test', $3, $4, $5, '{}', $6, $7, $7)`,
    [
      id,
      owner,
      status,
      JSON.stringify({
        competencyData: [
          { step: 1, _id: 'c1', title: 'Programming', recommendedLevel: 3 },
          { step: 2, _id: 'c2', title: 'Design', recommendedLevel: 4 },
          { step: 3, title: 'no id: not counted' },
        ],
      }),
      JSON.stringify({ '1': levels[0], '2': levels[1], '3': 2 }),
      JSON.stringify({ careerLevel: 12, category: 'medium' }),
      AT,
    ],
  );

const ROLLUPS = [
  'insight_reports',
  'insight_report_competencies',
  'insight_month_levels',
  'insight_month_competencies',
  'insight_employees',
  'insight_employee_counts',
];
const snapshot = async (q: SqlRunner) => {
  const all: Record<string, unknown[]> = {};
  for (const table of ROLLUPS) {
    const rows = (await q.query(`SELECT * FROM ${table}`)).rows.map((r) => JSON.stringify(r));
    all[table] = rows.sort();
  }
  return all;
};

describe.each(databases)('insight rollups ($name)', ({ open }) => {
  it('follow completions and deletions in the same transaction, as the backfill computes them', async () => {
    const o = await open();
    opened.push(o);
    const q = o.handle.runner;
    const store = new SqlStore(o.handle.db, async () => undefined);
    await seed(q);
    await report(q, 'r1', 'u-a', 'completed', [2, 4]);
    await report(q, 'r2', 'u-b', 'completed', [5, 1]);
    await report(q, 'r3', 'u-a', 'draft', [1, 1]);
    await report(q, 'r4', 'u-a', 'completed', [1, 1]);
    // a draft completed later counts; a deleted report stops counting
    await q.query(`UPDATE reports SET status = 'completed' WHERE id = 'r3'`);
    await q.query(`DELETE FROM reports WHERE id = 'r4'`);
    const rows = await store.organizationInsights(REQUEST);
    expect(rows.levels.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { current: true, key: '', careerLevel: 12, category: 'medium', reports: 1 },
      { current: true, key: 't1', careerLevel: 12, category: 'medium', reports: 2 },
    ]);
    const t1 = rows.competencies
      .filter((c) => c.key === 't1')
      .sort((x, y) => x.id.localeCompare(y.id));
    expect(t1).toEqual([
      {
        current: true,
        key: 't1',
        id: 'c1',
        name: 'Programming',
        levels: [1, 1, 0, 0, 0],
        below: 2,
        gapSum: 3,
      },
      {
        current: true,
        key: 't1',
        id: 'c2',
        name: 'Design',
        levels: [1, 0, 0, 1, 0],
        below: 1,
        gapSum: 3,
      },
    ]);
    // a, c (directory) and b (a user without a directory entry); c has no account
    expect(rows.employees.sort((x, y) => x.key.localeCompare(y.key))).toEqual([
      { key: '', name: '', employees: 1, evaluated: 1 },
      { key: 't1', name: 'Platform', employees: 2, evaluated: 1 },
    ]);
    const kept = await snapshot(q);
    for (const statement of INSIGHTS_BACKFILL) await q.query(statement);
    const rebuilt = await snapshot(q);
    // the triggers leave zero counters behind where the backfill has no row
    const nonZero = (list: unknown[] = []) =>
      list.filter(
        (r) =>
          !/"reports":0[,}]|"employees":0,|"level1":0,"level2":0,"level3":0,"level4":0,"level5":0/.test(
            String(r),
          ),
      );
    for (const table of ROLLUPS)
      expect(nonZero(rebuilt[table]), table).toEqual(nonZero(kept[table]));
  });

  it('moves an employee between teams and leaves with the organisation', async () => {
    const o = await open();
    opened.push(o);
    const q = o.handle.runner;
    const store = new SqlStore(o.handle.db, async () => undefined);
    await seed(q);
    await report(q, 'r1', 'u-a', 'completed', [2, 4]);
    await q.query(
      `UPDATE directory_entries SET team_id = 't2', team_name = 'Growth' WHERE external_user_id = 'a'`,
    );
    const rows = await store.organizationInsights(REQUEST);
    expect(
      rows.employees.filter((e) => e.employees > 0).sort((x, y) => x.key.localeCompare(y.key)),
    ).toEqual([
      { key: '', name: '', employees: 1, evaluated: 0 },
      { key: 't1', name: 'Platform', employees: 1, evaluated: 0 },
      { key: 't2', name: 'Growth', employees: 1, evaluated: 1 },
    ]);
    // the report stays with the team it was submitted in
    expect(rows.levels.map((l) => l.key)).toEqual(['t1']);
    await q.query(`DELETE FROM directory_entries WHERE external_user_id = 'c'`);
    const after = await store.organizationInsights({ ...REQUEST, groupBy: undefined });
    expect(after.employees.map((e) => [e.key, e.employees, e.evaluated])).toEqual([['', 2, 1]]);
    await q.query(`DELETE FROM organizations WHERE id = 'org'`);
    for (const table of ROLLUPS)
      expect((await q.query(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n, table).toBe(0);
  });
});
