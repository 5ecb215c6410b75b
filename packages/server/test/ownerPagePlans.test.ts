import { fillPlaceholders } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ownerPage, type PageSource } from '../src/store/sql/prepared';
import { openPgliteForTests, openPostgresForTests, postgresUrl } from './sqlStores';

const pgUrl = postgresUrl();
const databases = [
  { name: 'pglite', open: openPgliteForTests },
  ...(pgUrl ? [{ name: 'postgres', open: () => openPostgresForTests(pgUrl) }] : []),
];

const OWNER = 'owner-1';
const REPORTS = 3000;

/** A SQL literal of a statement's parameter (text or integer). */
const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v)}'`);

/**
 * The plans PostgreSQL makes of the page statement `from` for page 300 of 300 (10 a page):
 * the custom plan (PGlite plans every execution with its values) and the generic one (what a
 * named prepared statement on PostgreSQL may settle on after five executions).
 */
const plansOf = async (open: (typeof databases)[number]['open'], from: PageSource) => {
  const { handle, dispose } = await open();
  try {
    const { runner } = handle;
    await runner.query(`INSERT INTO users (id, email, password_hash, mobile, designation, level,
        function_department, name, role, token_version, created_at, updated_at)
      VALUES ('${OWNER}', 'o@example.com', 'h', '', 'D', 'Top', 'F', '', 'user', 0, now(), now()),
             ('owner-2', 'p@example.com', 'h', '', 'D', 'Top', 'F', '', 'user', 0, now(), now())`);
    await runner.query(`INSERT INTO reports (id, owner_id, email, status, draft_id, report,
        selected_levels, user_filled_details, created_at, updated_at)
      SELECT 'r' || g, CASE WHEN g % 4 = 0 THEN 'owner-2' ELSE '${OWNER}' END, 'o@example.com',
             'draft', 'r' || g, NULL, '{"1": 3}', '{"details": {"role": "Analyst"}}',
             now() - g * interval '1 minute', now() - g * interval '1 minute'
        FROM generate_series(1, ${(REPORTS * 4) / 3}) g`);
    await runner.query('VACUUM ANALYZE reports');
    const query = ownerPage(handle.db, 'summary', from).toSQL();
    const values = fillPlaceholders(query.params, {
      jti: 'jti',
      ownerId: OWNER,
      limit: 10,
      offset: REPORTS - 10,
    });
    return await runner.transaction(async (q) => {
      const plans: Record<string, string> = {};
      for (const mode of ['force_custom_plan', 'force_generic_plan']) {
        await q.query(`SET LOCAL plan_cache_mode = ${mode}`);
        await q.query(`PREPARE rs_plan_test AS ${query.sql}`);
        const rows = (
          await q.query(`EXPLAIN EXECUTE rs_plan_test(${values.map(literal).join(', ')})`)
        ).rows;
        plans[mode] = rows.map((r) => Object.values(r)[0]).join('\n');
        await q.query('DEALLOCATE rs_plan_test');
      }
      return plans;
    });
  } finally {
    await dispose();
  }
};

/**
 * A deep page (page 300 of an owner's 300) reads the page's keys from the owner index alone
 * and then its 10 rows: never the owner's every row (a sequential or bitmap scan of reports,
 * sorted), whichever plan PostgreSQL picks for the prepared statement.
 */
describe.each(databases)('the deep page statement ($name)', ({ open }) => {
  it('reads the owner index alone, then the page rows by primary key', async () => {
    const plans = await plansOf(open, 'deep');
    for (const plan of Object.values(plans)) {
      expect(plan).toContain('Index Only Scan using reports_owner_created_idx');
      expect(plan).toContain('reports_pkey');
      expect(plan).not.toMatch(/Seq Scan on reports|Bitmap Heap Scan on reports/);
    }
  }, 120_000);
});
