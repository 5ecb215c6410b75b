import { type SQL, sql } from 'drizzle-orm';
import type { InsightRows, InsightsRequest } from '../insightRecords';
import { reachSql } from './sqlDirectory';
import { type SqlDatabase, text } from './values';

type Row = Record<string, unknown>;
const rowsOf = async (db: SqlDatabase, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

/**
 * The sums of an insights read. Without `managers` or `jobFamily`, from the rollups only: the
 * rows read grow with months x groups x competencies, never with reports. With `managers`, from
 * the facts of the reports in those managers' reach: the cost grows with the reach's reports,
 * not the organisation's. With `jobFamily`, from the facts of the period's reports.
 */
export const organizationInsights = async (
  db: SqlDatabase,
  request: InsightsRequest,
): Promise<InsightRows> => {
  const org = text(request.organizationId);
  const keyOf = (alias: string) =>
    request.groupBy === 'team'
      ? sql.raw(`${alias}.team_id`)
      : request.groupBy === 'department'
        ? sql.raw(`${alias}.department`)
        : sql.raw(`''::text`);
  // A job family or a manager's reach is read from the facts of the reports, else the rollups.
  const facts = request.managers !== undefined || request.jobFamily !== undefined;
  const family = request.jobFamily === undefined ? null : text(request.jobFamily);
  const filters = (alias: string) => {
    const parts: SQL[] = [];
    // On the facts (f) the report's own families; on the employees (e), a counted report's.
    if (family !== null && alias === 'f')
      parts.push(sql`AND f.job_families @> ARRAY[${family}]::text[]`);
    if (family !== null && alias === 'e')
      parts.push(sql`AND EXISTS (SELECT 1 FROM insight_reports j
        WHERE j.organization_id = e.organization_id AND j.external_user_id = e.external_user_id
          AND j.job_families @> ARRAY[${family}]::text[])`);
    if (request.team !== undefined)
      parts.push(sql`AND ${sql.raw(alias)}.team_id = ${text(request.team)}`);
    if (request.department !== undefined)
      parts.push(sql`AND ${sql.raw(alias)}.department = ${text(request.department)}`);
    for (const manager of request.managers ?? [])
      parts.push(sql`AND ${sql.raw(alias)}.external_user_id IN (${reachSql(org, manager)})`);
    return sql.join(parts, sql` `);
  };
  const months = (alias: string) =>
    sql`${sql.raw(alias)}.organization_id = ${org}
      AND ${sql.raw(alias)}.month >= ${request.previousFrom}::date
      AND ${sql.raw(alias)}.month <= ${request.currentTo}::date`;
  const current = (alias: string) => sql`(${sql.raw(alias)}.month >= ${request.currentFrom}::date)`;

  const levels = !facts
    ? sql`SELECT ${current('m')} AS current, ${keyOf('m')} AS key, m.career_level, m.category,
            sum(m.reports)::int AS reports
          FROM insight_month_levels m WHERE ${months('m')} ${filters('m')}
          GROUP BY 1, 2, 3, 4 HAVING sum(m.reports) > 0`
    : sql`SELECT ${current('f')} AS current, ${keyOf('f')} AS key, f.career_level, f.category,
            count(*)::int AS reports
          FROM insight_reports f WHERE ${months('f')} ${filters('f')}
          GROUP BY 1, 2, 3, 4`;
  const competencies = !facts
    ? sql`SELECT ${current('m')} AS current, ${keyOf('m')} AS key, m.competency_id AS id,
            max(m.competency_name) AS name, sum(m.level1)::int AS l1, sum(m.level2)::int AS l2,
            sum(m.level3)::int AS l3, sum(m.level4)::int AS l4, sum(m.level5)::int AS l5,
            sum(m.below)::int AS below, sum(m.gap_sum)::int AS gap
          FROM insight_month_competencies m WHERE ${months('m')} ${filters('m')}
          GROUP BY 1, 2, 3
          HAVING sum(m.level1 + m.level2 + m.level3 + m.level4 + m.level5) > 0`
    : sql`SELECT ${current('f')} AS current, ${keyOf('f')} AS key, c.competency_id AS id,
            max(c.competency_name) AS name,
            count(*) FILTER (WHERE c.level = 1)::int AS l1,
            count(*) FILTER (WHERE c.level = 2)::int AS l2,
            count(*) FILTER (WHERE c.level = 3)::int AS l3,
            count(*) FILTER (WHERE c.level = 4)::int AS l4,
            count(*) FILTER (WHERE c.level = 5)::int AS l5,
            count(*) FILTER (WHERE c.level < c.recommended)::int AS below,
            coalesce(sum(c.recommended - c.level) FILTER (WHERE c.level < c.recommended), 0)::int AS gap
          FROM insight_reports f JOIN insight_report_competencies c ON c.report_id = f.report_id
          WHERE ${months('f')} ${filters('f')}
          GROUP BY 1, 2, 3`;
  const employees = !facts
    ? sql`SELECT ${keyOf('e')} AS key, max(e.team_name) AS name,
            sum(e.employees)::int AS employees, sum(e.evaluated)::int AS evaluated
          FROM insight_employee_counts e WHERE e.organization_id = ${org} ${filters('e')}
          GROUP BY 1`
    : sql`SELECT ${keyOf('e')} AS key, max(e.team_name) AS name, count(*)::int AS employees,
            count(*) FILTER (WHERE e.evaluated)::int AS evaluated
          FROM insight_employees e WHERE e.organization_id = ${org} ${filters('e')}
          GROUP BY 1`;

  const jobFamilies = !facts
    ? sql`SELECT m.job_family AS id, sum(m.reports)::int AS reports
          FROM insight_month_job_families m WHERE ${months('m')} AND ${current('m')} ${filters('m')}
          GROUP BY 1 HAVING sum(m.reports) > 0`
    : sql`SELECT j AS id, count(*)::int AS reports
          FROM insight_reports f CROSS JOIN LATERAL unnest(f.job_families) AS j
          WHERE ${months('f')} AND ${current('f')} ${filters('f')}
          GROUP BY 1`;

  const [l, c, e, j] = [
    await rowsOf(db, levels),
    await rowsOf(db, competencies),
    await rowsOf(db, employees),
    await rowsOf(db, jobFamilies),
  ];
  return {
    levels: l.map((r) => ({
      current: Boolean(r.current),
      key: String(r.key),
      careerLevel: Number(r.career_level),
      category: String(r.category),
      reports: Number(r.reports),
    })),
    competencies: c.map((r) => ({
      current: Boolean(r.current),
      key: String(r.key),
      id: String(r.id),
      name: String(r.name),
      levels: [r.l1, r.l2, r.l3, r.l4, r.l5].map(Number),
      below: Number(r.below),
      gapSum: Number(r.gap),
    })),
    employees: e.map((r) => ({
      key: String(r.key),
      name: String(r.name ?? ''),
      employees: Number(r.employees),
      evaluated: Number(r.evaluated),
    })),
    jobFamilies: j.map((r) => ({ id: String(r.id), reports: Number(r.reports) })),
  };
};
