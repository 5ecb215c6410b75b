import { sql } from 'drizzle-orm';
import type { SqlDatabase } from '../../src/store/sql/values';

/** The e-mail of the scale bench's user with `reports` reports. */
export const scaleEmail = (reports: number) => `scale${reports}@example.com`;

/**
 * Adds one user with `reports` reports (after `seedBenchData`, whose first 28 reports are the
 * templates copied: the same bodies, drafts and completed ones), one every 5 minutes back from
 * now, then refreshes the planner's statistics.
 */
export const seedScaleUser = async (db: SqlDatabase, reports: number, passwordHash: string) => {
  const email = scaleEmail(reports);
  const owner = sql.raw(`md5('${email}')::uuid::text`);
  await db.execute(sql`
    INSERT INTO users (id, email, password_hash, mobile, designation, level, function_department,
                       name, role, token_version, created_at, updated_at)
    VALUES (${owner}, ${email}, ${passwordHash}, '', 'Engineer', 'Middle', 'Engineering',
            'Scale User', 'user', 0, now() - interval '400 days', now() - interval '400 days')`);
  const id = sql.raw(`md5(${`'${email}'`} || g)::uuid::text`);
  await db.execute(sql`
    INSERT INTO reports (id, owner_id, email, status, draft_id, report_type, report, selected_levels,
                         user_filled_details, score_details, submitted_draft_id, created_at, updated_at)
    SELECT ${id}, ${owner}, ${email}, t.status, CASE WHEN t.status = 'draft' THEN ${id} END,
           t.report_type, t.report, t.selected_levels, t.user_filled_details, t.score_details, NULL,
           now() - (g * interval '5 minutes'), now() - (g * interval '5 minutes')
    FROM generate_series(1, ${reports}::int) AS g
    JOIN reports t ON t.id = md5('report' || (g % 28))::uuid::text`);
  await db.execute(sql`VACUUM ANALYZE reports`);
};
