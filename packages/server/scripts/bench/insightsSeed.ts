import { sql } from 'drizzle-orm';
import { apiKeyDigest } from '../../src/services/apiKeys';
import { INSIGHT_TRIGGERS, INSIGHTS_BACKFILL } from '../../src/store/sql/insightsMigration';
import type { SqlDatabase } from '../../src/store/sql/values';

const INSIGHTS_ORG = 'bench-org';
export const INSIGHTS_KEY = `rs_sk_${'b'.repeat(40)}`;
const TEAMS = 20;
const COMPETENCIES = 15;

/**
 * One organisation with `reports` completed competency reports of `reports / 5` employees
 * (5 each, spread over the last 12 months), 15 rated competencies per report, 20 teams in 4
 * departments, a manager tree 8 wide, and an API key (`INSIGHTS_KEY`). Bulk SQL with the
 * insight triggers off, then the migration's set-based backfill, then the triggers on again.
 */
export const seedInsights = async (db: SqlDatabase, reports: number) => {
  const employees = Math.max(1, Math.floor(reports / 5));
  const run = (statement: string) => db.execute(sql.raw(statement));
  for (const [table, trigger] of INSIGHT_TRIGGERS)
    await run(`ALTER TABLE ${table} DISABLE TRIGGER ${trigger}`);
  await run(
    `INSERT INTO organizations VALUES ('${INSIGHTS_ORG}', 'Bench', 'technology', 'active', now())`,
  );
  await run(`INSERT INTO api_keys (id, organization_id, name, prefix, secret_hash, created_at)
    VALUES ('bench-key', '${INSIGHTS_ORG}', 'bench', '${INSIGHTS_KEY.slice(0, 12)}',
            '${await apiKeyDigest(INSIGHTS_KEY)}', now())`);
  await run(`INSERT INTO directory_entries (organization_id, external_user_id, name, role,
      manager_external_user_id, team_id, team_name, department, updated_at)
    SELECT '${INSIGHTS_ORG}', 'e' || g, 'Employee ' || g, 'employee',
           CASE WHEN g > 1 THEN 'e' || (g / 8 + 1) END,
           't' || (g % ${TEAMS}), 'Team ' || (g % ${TEAMS}), 'd' || (g % ${TEAMS} % 4), now()
    FROM generate_series(1, ${employees}) AS g`);
  await run(`INSERT INTO users (id, email, password_hash, designation, level, function_department,
      role, created_at, updated_at, organization_id, external_user_id)
    SELECT md5('u' || g)::uuid::text, 'e' || g || '@bench.test', '', '', '', '', 'user',
           now(), now(), '${INSIGHTS_ORG}', 'e' || g
    FROM generate_series(1, ${employees}) AS g`);
  const items = Array.from({ length: COMPETENCIES }, (_, i) => ({
    step: i + 1,
    _id: `comp-${i + 1}`,
    title: `Competency ${i + 1}`,
    recommendedLevel: 2 + (i % 3),
  }));
  await run(`INSERT INTO reports (id, owner_id, email, status, report_type, report, selected_levels,
      user_filled_details, score_details, created_at, updated_at)
    SELECT md5('r' || g)::uuid::text, md5('u' || ((g - 1) % ${employees} + 1))::uuid::text,
           'e' || ((g - 1) % ${employees} + 1) || '@bench.test', 'completed', 'competency',
           '${JSON.stringify(items)}'::json, t.sel, '{}'::json,
           json_build_object('careerLevel', 12 + g % 8,
                             'category', (ARRAY['low', 'medium', 'high'])[1 + g % 3]),
           x.at, x.at
    FROM generate_series(1, ${reports}) AS g
    JOIN (SELECT k, json_object_agg(c::text, 1 + ((k * 31 + c * 17) % 5)) AS sel
          FROM generate_series(0, 58) AS k, generate_series(1, ${COMPETENCIES}) AS c
          GROUP BY k) t ON t.k = g % 59
    CROSS JOIN LATERAL (SELECT date_trunc('month', now()) - ((g % 12) * interval '1 month')
                               + ((g % 27) * interval '1 day') AS at) x`);
  for (const statement of INSIGHTS_BACKFILL) await run(statement);
  for (const [table, trigger] of INSIGHT_TRIGGERS)
    await run(`ALTER TABLE ${table} ENABLE TRIGGER ${trigger}`);
  await run('ANALYZE');
  // the bulk load's writes flushed now, not during the measured calls
  await run('CHECKPOINT');
  return { employees };
};
