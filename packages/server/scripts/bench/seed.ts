import { sql } from 'drizzle-orm';
import type { Catalog } from '../../src/catalog/buildCatalog';
import { demoReports } from '../../src/seed/demoReports';
import type { SqlDatabase } from '../../src/store/sql/values';

export const BENCH_PASSWORD = 'Bench@12345';

export const benchEmail = (n: number) => `bench${n}@example.com`;

/**
 * Fills an empty, migrated database with `users` users and `reports` reports (drafts and
 * completed ones, realistic content from the demo generator), in a few set-based statements:
 * the rows are generated inside the database, not shipped one by one.
 */
export const seedBenchData = async (
  db: SqlDatabase,
  options: { users: number; reports: number; passwordHash: string; catalog: Catalog },
) => {
  const templates = demoReports(new Date(), options.catalog, 28);
  const json = (v: unknown) => JSON.stringify(v ?? null);
  const content = templates.map((t) => json(t.userFilledDetails));
  const levels = templates.map((t) => json(t.selectedLevels));
  const reportsJson = templates.map((t) => json(t.report));
  const scores = templates.map((t) => (t.scoreDetails ? json(t.scoreDetails) : null));
  const id = (prefix: string, g: string) => sql.raw(`md5('${prefix}' || ${g})::uuid::text`);

  await db.execute(sql`
    INSERT INTO users (id, email, password_hash, mobile, designation, level, function_department,
                       name, role, token_version, created_at, updated_at)
    SELECT ${id('user', 'g')}, 'bench' || g || '@example.com', ${options.passwordHash},
           '9' || lpad(g::text, 9, '0'), 'Engineer', 'Middle', 'Engineering',
           'Bench User ' || g, 'user', 0, now() - interval '400 days', now() - interval '400 days'
    FROM generate_series(1, ${options.users}::int) AS g`);

  const batch = 10_000;
  for (let from = 0; from < options.reports; from += batch) {
    const to = Math.min(options.reports, from + batch) - 1;
    await db.execute(sql`
      INSERT INTO reports (id, owner_id, email, status, draft_id, report, selected_levels,
                           user_filled_details, score_details, submitted_draft_id, created_at, updated_at)
      SELECT ${id('report', 'g')}, ${id('user', '(g % u + 1)')}, 'bench' || (g % u + 1) || '@example.com',
             CASE WHEN s.score IS NULL THEN 'draft' ELSE 'completed' END,
             CASE WHEN s.score IS NULL THEN ${id('report', 'g')} END,
             s.report, s.levels, s.content, s.score, NULL,
             now() - (g * interval '5 minutes'), now() - (g * interval '5 minutes')
      FROM generate_series(${from}::int, ${to}::int) AS g
      CROSS JOIN LATERAL (SELECT ${options.users}::int AS u) AS n
      CROSS JOIN LATERAL (
        SELECT (${sql.param(content)}::json[])[g % ${templates.length} + 1] AS content,
               (${sql.param(levels)}::json[])[g % ${templates.length} + 1] AS levels,
               (${sql.param(reportsJson)}::json[])[g % ${templates.length} + 1] AS report,
               (${sql.param(scores)}::json[])[g % ${templates.length} + 1] AS score
      ) AS s`);
  }
  // What autovacuum does within a minute of a bulk load (PostgreSQL 13+ vacuums after many
  // inserts): statistics, and the visibility map that lets a user's report count be an
  // index-only scan. Without it the first minutes after seeding measure a state a running
  // database is not in.
  await db.execute(sql`VACUUM ANALYZE users`);
  await db.execute(sql`VACUUM ANALYZE reports`);
  // and the checkpoint that follows a bulk load: otherwise the checkpointer writes the seeded
  // pages out during the measured runs, on the same 2 cores
  await db.execute(sql`CHECKPOINT`);
};
