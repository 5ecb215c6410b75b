import { describe, expect, it } from 'vitest';
import { listOrganizationReports } from '../src/store/sql/sqlEmbed';
import { openPgliteForTests, openPostgresForTests, postgresUrl } from './sqlStores';

const pgUrl = postgresUrl();
const databases = [
  { name: 'pglite', open: openPgliteForTests },
  ...(pgUrl ? [{ name: 'postgres', open: () => openPostgresForTests(pgUrl) }] : []),
];

const REPORTS = 5000;
const PAGE = 10;

/** The median of `runs` timings of `fn`, in milliseconds. */
const medianMs = async (fn: () => Promise<unknown>, runs = 7) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await fn();
    times.push(performance.now() - start);
  }
  return times.sort((x, y) => x - y)[Math.floor(runs / 2)] as number;
};

/**
 * A 5,000-report organisation read by cursor: page 500 costs what page 1 does (the walk
 * starts at the cursor in reports_completed_created_idx; no offset rows are read and
 * thrown away). A comparison on one machine, not a time budget.
 */
describe.each(databases)('the organisation cursor ($name)', ({ open }) => {
  it('page 1 and page 500 of a 5,000-report organisation cost alike', async () => {
    const { handle, dispose } = await open();
    try {
      const { runner, db } = handle;
      await runner.query(`INSERT INTO organizations (id, name, industry_category, status, created_at)
        VALUES ('org-1', 'Org', 'technology', 'active', now())`);
      await runner.query(`INSERT INTO users (id, email, password_hash, mobile, designation, level,
          function_department, name, role, token_version, created_at, updated_at,
          organization_id, external_user_id)
        SELECT 'u' || g, 'u' || g || '@example.com', '', '', '', '', '', '', 'user', 0, now(), now(),
               'org-1', 'x' || g
        FROM generate_series(1, 50) g`);
      await runner.query(`INSERT INTO reports (id, owner_id, email, status, draft_id, report,
          selected_levels, user_filled_details, created_at, updated_at)
        SELECT 'r' || lpad(g::text, 5, '0'), 'u' || (g % 50 + 1), 'u@example.com', 'completed',
               '', NULL, '{"1": 3}', '{"details": {"role": "Analyst"}}',
               now() - g * interval '1 minute', now() - g * interval '1 minute'
        FROM generate_series(1, ${REPORTS}) g`);
      await runner.query('VACUUM ANALYZE reports');
      const page = { offset: 0, limit: PAGE };
      const first = await listOrganizationReports(db, 'org-1', page, 'summary');
      // the cursor of page 499's last row: the 4,990th newest report
      const deep = { createdAt: new Date(0), id: '' };
      const rows = await runner.query(
        `SELECT (extract(epoch FROM created_at) * 1000)::float8 AS ms, id FROM reports
         ORDER BY created_at DESC, id DESC OFFSET ${REPORTS - PAGE - 1} LIMIT 1`,
      );
      deep.createdAt = new Date(Number(rows.rows[0]?.ms));
      deep.id = String(rows.rows[0]?.id);
      const last = await listOrganizationReports(db, 'org-1', page, 'summary', { after: deep });
      expect(JSON.parse(first.json)).toHaveLength(PAGE);
      expect(JSON.parse(last.json)).toHaveLength(PAGE);
      expect(last.last?.id).toBe('r05000');

      const page1 = await medianMs(() => listOrganizationReports(db, 'org-1', page, 'summary'));
      const page500 = await medianMs(() =>
        listOrganizationReports(db, 'org-1', page, 'summary', { after: deep }),
      );
      console.info(`cursor page 1: ${page1.toFixed(2)} ms, page 500: ${page500.toFixed(2)} ms`);
      expect(page500).toBeLessThan(page1 * 2 + 5);
    } finally {
      await dispose();
    }
  }, 120_000);
});
