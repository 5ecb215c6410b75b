import { reportDocument, reportSummary } from '../reportDocument';
import type { TeamMembersPage, TeamMembersRequest } from '../teamRecords';
import type { OrganizationReportQuery, PageRequest, ReportListForm, ReportRecord } from '../types';
import { pageOf } from './helpers';
import { familiesOf } from './memoryInsights';
import { memoryTeamMembers } from './memoryTeam';
import { MemoryUsersStore } from './memoryUsers';

const inLevels = (r: ReportRecord, from?: number, to?: number) => {
  if (from === undefined && to === undefined) return true;
  const level = (r.scoreDetails as { careerLevel?: unknown } | null | undefined)?.careerLevel;
  return (
    typeof level === 'number' &&
    (from === undefined || level >= from) &&
    (to === undefined || level <= to)
  );
};

/** The `_id` of each item of a report body that is a list (a competency report's). */
const competencyIdsOf = (r: ReportRecord): unknown[] =>
  Array.isArray(r.report) ? r.report.map((item) => (item as { _id?: unknown } | null)?._id) : [];

/**
 * What an organisation reads of its employees in the memory store: the team list and the
 * submitted reports, in a manager's reach or the whole organisation's, with the SQL store's
 * filters and keyset cursor.
 */
export abstract class MemoryTeamStore extends MemoryUsersStore {
  async listTeamMembers(request: TeamMembersRequest): Promise<TeamMembersPage> {
    const org = request.organizationId;
    const manager = request.managerExternalUserId;
    return memoryTeamMembers(request, {
      directory: this.directory.get(org)?.values() ?? [],
      reach: manager === undefined ? null : new Set(await this.reportsOf(org, manager)),
      users: [...this.users.values()],
      reports: this.reports.values(),
    });
  }

  private organizationReport(organizationId: string, r: ReportRecord) {
    const owner = this.users.get(r.ownerId);
    return (
      r.status === 'completed' &&
      owner?.organizationId === organizationId &&
      owner.externalUserId !== null
    );
  }

  /** The query's scope and filters, over the directory (the SQL store's WHERE, as a test). */
  private inOrganizationQuery(organizationId: string, q: OrganizationReportQuery) {
    const reachOf = (m: string | undefined) =>
      m === undefined ? null : this.reachOf(organizationId, m);
    const scope = reachOf(q.managerExternalUserId);
    const managed = reachOf(q.manager);
    const entries = this.directory.get(organizationId);
    return (r: ReportRecord) => {
      if (!this.organizationReport(organizationId, r)) return false;
      const x = this.users.get(r.ownerId)?.externalUserId ?? '';
      const entry = entries?.get(x);
      const t = r.createdAt.getTime();
      return (
        (!scope || scope.has(x)) &&
        (!managed || managed.has(x)) &&
        (q.team === undefined || entry?.team?.id === q.team) &&
        (q.department === undefined || entry?.department === q.department) &&
        inLevels(r, q.levelFrom, q.levelTo) &&
        (q.competency === undefined || competencyIdsOf(r).includes(q.competency)) &&
        (q.jobFamily === undefined || familiesOf(r).includes(q.jobFamily)) &&
        (!q.submittedFrom || t >= q.submittedFrom.getTime()) &&
        (!q.submittedTo || t < q.submittedTo.getTime()) &&
        (!q.after ||
          t < q.after.createdAt.getTime() ||
          (t === q.after.createdAt.getTime() && r.id < q.after.id))
      );
    };
  }

  async listOrganizationReports(
    organizationId: string,
    page: PageRequest,
    form: ReportListForm = 'document',
    query: OrganizationReportQuery = {},
  ) {
    const { after, ...filters } = query;
    const all = [...this.reports.values()];
    const { items } = pageOf(
      all.filter(this.inOrganizationQuery(organizationId, query)),
      after ? { ...page, offset: 0 } : page,
    );
    const total = all.filter(this.inOrganizationQuery(organizationId, filters)).length;
    const rows = items.map((r) => {
      const externalUserId = this.users.get(r.ownerId)?.externalUserId ?? '';
      if (form !== 'summary') return { ...reportDocument(r), externalUserId };
      const d = this.directory.get(organizationId)?.get(externalUserId);
      const fields = d && {
        team: d.team,
        department: d.department,
        managerExternalUserId: d.managerExternalUserId,
      };
      return { ...reportSummary(r), externalUserId, ...fields };
    });
    const oldest = items.length === page.limit ? items.at(-1) : undefined;
    const last = oldest ? { createdAt: new Date(oldest.createdAt), id: oldest.id } : null;
    return { json: JSON.stringify(rows), total, last };
  }

  async findOrganizationReportDocument(
    organizationId: string,
    id: string,
    managerExternalUserId?: string,
  ) {
    const r = this.reports.get(id);
    const scope = managerExternalUserId === undefined ? {} : { managerExternalUserId };
    if (!r || !this.inOrganizationQuery(organizationId, scope)(r)) return null;
    return JSON.stringify({
      ...reportDocument(r),
      externalUserId: this.users.get(r.ownerId)?.externalUserId ?? '',
    });
  }
}
