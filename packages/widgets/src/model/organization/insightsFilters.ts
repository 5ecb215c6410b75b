import type { EmbedReportQuery, InsightsQuery } from '@rolescope/core/contract';

/**
 * What the organisation's insights show: a plain, serialisable object (strings only) that a
 * host can keep in its URL. Months are `YYYY-MM`; an absent key means "all" (or, for the
 * months, the server's default period: the current month and the two before it).
 */
export type InsightsFilters = {
  team?: string;
  department?: string;
  /** The manager's externalUserId: only the employees in their reach. */
  manager?: string;
  /** A job family's catalog id: only the reports naming it, and the people who sent one. */
  jobFamily?: string;
  from?: string;
  to?: string;
  /** The heatmap's columns (default `team`). */
  groupBy?: 'team' | 'department';
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The filters without empty values, so two equal views are one cache entry and one URL. */
export const cleanFilters = (filters: InsightsFilters): InsightsFilters => {
  const out: InsightsFilters = {};
  for (const key of ['team', 'department', 'manager', 'jobFamily', 'from', 'to'] as const) {
    const value = filters[key]?.trim();
    if (value) out[key] = value;
  }
  if (filters.groupBy === 'department') out.groupBy = 'department';
  return out;
};

/** The insights call of the filters (a month the server would refuse is left out). */
export const insightsQueryOf = (filters: InsightsFilters): InsightsQuery => {
  const f = cleanFilters(filters);
  return {
    groupBy: f.groupBy ?? 'team',
    ...(f.team && { team: f.team }),
    ...(f.department && { department: f.department }),
    ...(f.manager && { manager: f.manager }),
    ...(f.jobFamily && { jobFamily: f.jobFamily }),
    ...(f.from && MONTH.test(f.from) && { from: f.from }),
    ...(f.to && MONTH.test(f.to) && { to: f.to }),
  };
};

/** The first instant of a `YYYY-MM` month, in UTC. */
const monthStart = (month: string): string => `${month}-01T00:00:00.000Z`;

/** The first instant of the month after a `YYYY-MM` month, in UTC. */
const nextMonthStart = (month: string): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString();
};

/**
 * The people behind one heatmap cell: the reports of the period (as the insights answered
 * it), in the cell's team or department, that rated the competency, within the filters.
 */
export const cellReportsQuery = (
  filters: InsightsFilters,
  period: { from: string; to: string },
  cell: { groupKey: string; competencyId: string },
): EmbedReportQuery => {
  const f = cleanFilters(filters);
  const byDepartment = f.groupBy === 'department';
  return {
    limit: 50,
    competency: cell.competencyId,
    submittedFrom: monthStart(period.from),
    submittedTo: nextMonthStart(period.to),
    ...(f.manager && { manager: f.manager }),
    ...(f.jobFamily && { jobFamily: f.jobFamily }),
    ...(byDepartment
      ? { department: cell.groupKey, ...(f.team && { team: f.team }) }
      : { team: cell.groupKey, ...(f.department && { department: f.department }) }),
  };
};
