import type { TeamMember, TeamMemberStatus } from '@rolescope/core/contract';
import type { DirectoryEntry } from '../directoryRecords';
import type { ReportRecord, UserRecord } from '../records';
import { reportSummary } from '../reportDocument';
import { STATUS_RANK, type TeamMembersPage, type TeamMembersRequest } from '../teamRecords';

type Sortable = TeamMember & { rank: number };

const byDateDesc = (a: ReportRecord, b: ReportRecord) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

const latestReportOf = (r: ReportRecord): NonNullable<TeamMember['latestReport']> => {
  const summary = reportSummary(r);
  const level = r.scoreDetails?.careerLevel;
  return {
    id: r.id,
    reportName: summary.targetRole ?? summary.role,
    submittedAt: r.createdAt.toISOString(),
    careerLevel: typeof level === 'number' ? level : null,
    category: r.scoreDetails?.category ?? null,
  };
};

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The SQL store's ORDER BY (sqlTeam.ts), in JavaScript. */
const comparator = (request: TeamMembersRequest) => {
  const sign = request.order === 'desc' ? -1 : 1;
  const byName = (a: Sortable, b: Sortable) =>
    compareText(a.name.toLowerCase(), b.name.toLowerCase()) ||
    compareText(a.externalUserId, b.externalUserId);
  const lastIfNull = <T>(a: T | null, b: T | null, compare: (x: T, y: T) => number) =>
    a === null ? (b === null ? 0 : 1) : b === null ? -1 : sign * compare(a, b);
  return (a: Sortable, b: Sortable): number => {
    switch (request.sort) {
      case 'lastEvaluated':
        return lastIfNull(a.lastEvaluatedAt, b.lastEvaluatedAt, compareText) || byName(a, b);
      case 'level':
        return (
          lastIfNull(
            a.latestReport?.careerLevel ?? null,
            b.latestReport?.careerLevel ?? null,
            (x, y) => x - y,
          ) || byName(a, b)
        );
      case 'status':
        return sign * (a.rank - b.rank) || byName(a, b);
      default:
        return (
          sign * compareText(a.name.toLowerCase(), b.name.toLowerCase()) ||
          sign * compareText(a.externalUserId, b.externalUserId)
        );
    }
  };
};

/** The memory store's team list: the same rows, order and page as the SQL statement. */
export const memoryTeamMembers = (
  request: TeamMembersRequest,
  state: {
    directory: Iterable<DirectoryEntry>;
    /** The manager's reach, when the request names one. */
    reach: Set<string> | null;
    users: UserRecord[];
    reports: Iterable<ReportRecord>;
  },
): TeamMembersPage => {
  const userOf = new Map(
    state.users
      .filter((u) => u.organizationId === request.organizationId && u.externalUserId !== null)
      .map((u) => [u.externalUserId ?? '', u]),
  );
  const reportsOf = new Map<string, ReportRecord[]>();
  for (const r of state.reports) {
    const list = reportsOf.get(r.ownerId) ?? [];
    list.push(r);
    reportsOf.set(r.ownerId, list);
  }
  const rows: Sortable[] = [];
  for (const d of state.directory) {
    if (state.reach && !state.reach.has(d.externalUserId)) continue;
    if (request.team !== undefined && d.team?.id !== request.team) continue;
    if (request.department !== undefined && d.department !== request.department) continue;
    const user = userOf.get(d.externalUserId);
    const own = user ? (reportsOf.get(user.id) ?? []) : [];
    const latest = own.filter((r) => r.status === 'completed').sort(byDateDesc)[0];
    const draftAt = Math.max(
      ...own.filter((r) => r.status === 'draft').map((r) => r.updatedAt.getTime()),
    );
    const status: TeamMemberStatus =
      Number.isFinite(draftAt) && (!latest || draftAt > latest.createdAt.getTime())
        ? 'draft'
        : latest
          ? 'submitted'
          : 'never-evaluated';
    rows.push({
      externalUserId: d.externalUserId,
      name: d.name || user?.name || d.externalUserId,
      team: d.team ? { ...d.team } : null,
      department: d.department,
      status,
      latestReport: latest ? latestReportOf(latest) : null,
      lastEvaluatedAt: latest ? latest.createdAt.toISOString() : null,
      rank: STATUS_RANK[status],
    });
  }
  rows.sort(comparator(request));
  return {
    total: rows.length,
    members: rows
      .slice(request.offset, request.offset + request.limit)
      .map(({ rank: _, ...member }) => member),
  };
};
