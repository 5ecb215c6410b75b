import type { InsightRows, InsightsRequest } from '../insightRecords';
import type { ReportRecord, UserRecord } from '../types';

/** An employee as the insights see one: directory fields ('' for none) and the user, if any. */
type InsightEmployee = {
  externalUserId: string;
  teamId: string;
  teamName: string;
  department: string;
  userId: string | null;
};

/** A submitted competency report with its employee's team and department at submission. */
type InsightReport = {
  report: ReportRecord;
  externalUserId: string;
  teamId: string;
  department: string;
  /** The job families its role details name, as the SQL function insight_job_families reads them. */
  families: string[];
};

/** The distinct non-empty job family ids of a report's `details.process`. */
export const familiesOf = (r: ReportRecord): string[] => {
  const details = (r.userFilledDetails as { details?: { process?: unknown } } | null)?.details;
  const list = Array.isArray(details?.process) ? details.process : [];
  return [...new Set(list.flatMap((f) => (typeof f === 'string' && f !== '' ? [f] : [])))];
};

/** A directory entry as far as the insights read one. */
export type DirectoryLike = {
  externalUserId: string;
  team: { id: string; name: string } | null;
  department: string | null;
};

/** Directory entries, plus the organisation's embedded users without one. */
const insightEmployees = (
  directory: Map<string, DirectoryLike>,
  users: UserRecord[],
): InsightEmployee[] => {
  const userOf = new Map(users.map((u) => [u.externalUserId ?? '', u.id]));
  const listed = [...directory.values()].map((d) => ({
    externalUserId: d.externalUserId,
    teamId: d.team?.id ?? '',
    teamName: d.team?.name ?? '',
    department: d.department ?? '',
    userId: userOf.get(d.externalUserId) ?? null,
  }));
  const unlisted = users
    .filter((u) => u.externalUserId !== null && !directory.has(u.externalUserId))
    .map((u) => ({
      externalUserId: u.externalUserId ?? '',
      teamId: '',
      teamName: '',
      department: '',
      userId: u.id,
    }));
  return [...listed, ...unlisted];
};

/** The month ('YYYY-MM-01', UTC) a report was submitted in. */
const insightMonth = (at: Date) => `${at.toISOString().slice(0, 7)}-01`;

const whole1to5 = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 5 ? v : null;

/** A body's rated competencies, as the SQL function insight_items reads them. */
const itemsOf = (r: ReportRecord) => {
  const body = r.report as unknown;
  const list = Array.isArray(body)
    ? body
    : Array.isArray((body as { competencyData?: unknown } | null)?.competencyData)
      ? (body as { competencyData: unknown[] }).competencyData
      : [];
  const selected = r.selectedLevels as Record<string, unknown>;
  return list.flatMap((raw) => {
    const i = raw as Record<string, unknown> | null;
    if (!i || typeof i !== 'object' || typeof i._id !== 'string') return [];
    const level = whole1to5(selected[String(i.step)]);
    if (level === null) return [];
    const name = typeof i.title === 'string' ? i.title : '';
    return [{ id: i._id, name, level, recommended: whole1to5(i.recommendedLevel) }];
  });
};

/** The memory store's insights: the same sums as the SQL rollups, computed from its reports. */
export const memoryInsights = (
  request: InsightsRequest,
  state: {
    directory: Map<string, DirectoryLike>;
    /** The reach of each manager of `request.managers` (the directory's reportsOf). */
    reaches: Set<string>[];
    /** The organisation's users. */
    users: UserRecord[];
    reports: Map<string, ReportRecord>;
    /** Each submitted report's team and department at submission. */
    submittedIn: Map<string, { teamId: string; department: string }>;
  },
): InsightRows => {
  const employees = insightEmployees(state.directory, state.users);
  const owners = new Map(state.users.map((u) => [u.id, u.externalUserId]));
  const reports: InsightReport[] = [...state.reports.values()].flatMap((report) => {
    const externalUserId = owners.get(report.ownerId);
    const at = state.submittedIn.get(report.id);
    return report.status === 'completed' &&
      (report.reportType ?? 'competency') === 'competency' &&
      externalUserId &&
      at
      ? [{ report, externalUserId, ...at, families: familiesOf(report) }]
      : [];
  });
  const { reaches } = state;
  const { jobFamily } = request;
  // With a job family, the employees counted are those with a report naming it.
  const inFamily =
    jobFamily === undefined
      ? null
      : new Set(reports.filter((r) => r.families.includes(jobFamily)).map((r) => r.externalUserId));
  const keep = (ext: string, teamId: string, department: string) =>
    reaches.every((reach) => reach.has(ext)) &&
    (request.team === undefined || teamId === request.team) &&
    (request.department === undefined || department === request.department);
  const keyOf = (teamId: string, department: string) =>
    request.groupBy === 'team' ? teamId : request.groupBy === 'department' ? department : '';

  const levels = new Map<string, InsightRows['levels'][number]>();
  const competencies = new Map<string, InsightRows['competencies'][number]>();
  const families = new Map<string, number>();
  for (const { report: r, externalUserId, teamId, department, families: named } of reports) {
    const month = insightMonth(r.updatedAt);
    if (month < request.previousFrom || month > request.currentTo) continue;
    if (!keep(externalUserId, teamId, department)) continue;
    if (jobFamily !== undefined && !named.includes(jobFamily)) continue;
    const current = month >= request.currentFrom;
    if (current) for (const f of named) families.set(f, (families.get(f) ?? 0) + 1);
    const key = keyOf(teamId, department);
    const careerLevel = r.scoreDetails?.careerLevel ?? -1;
    const category = r.scoreDetails?.category ?? '';
    const lk = JSON.stringify([current, key, careerLevel, category]);
    const l = levels.get(lk) ?? { current, key, careerLevel, category, reports: 0 };
    l.reports++;
    levels.set(lk, l);
    for (const item of itemsOf(r)) {
      const ck = JSON.stringify([current, key, item.id]);
      const c = competencies.get(ck) ?? {
        current,
        key,
        id: item.id,
        name: item.name,
        levels: [0, 0, 0, 0, 0],
        below: 0,
        gapSum: 0,
      };
      c.levels[item.level - 1] = (c.levels[item.level - 1] ?? 0) + 1;
      if (item.recommended !== null && item.level < item.recommended) {
        c.below++;
        c.gapSum += item.recommended - item.level;
      }
      competencies.set(ck, c);
    }
  }

  const evaluated = new Set(reports.map((r) => r.externalUserId));
  const groups = new Map<string, InsightRows['employees'][number]>();
  for (const e of employees) {
    if (!keep(e.externalUserId, e.teamId, e.department)) continue;
    if (inFamily && !inFamily.has(e.externalUserId)) continue;
    const key = keyOf(e.teamId, e.department);
    const g = groups.get(key) ?? { key, name: '', employees: 0, evaluated: 0 };
    g.employees++;
    if (e.userId !== null && evaluated.has(e.externalUserId)) g.evaluated++;
    if (e.teamName > g.name) g.name = e.teamName;
    groups.set(key, g);
  }
  return {
    levels: [...levels.values()],
    competencies: [...competencies.values()],
    employees: [...groups.values()],
    jobFamilies: [...families].map(([id, reports]) => ({ id, reports })),
  };
};
