import {
  type Insights,
  type InsightsCompetency,
  type InsightsFigures,
  type InsightsJobFamily,
  type InsightsQuery,
  MAX_INSIGHTS_MONTHS,
} from '@rolescope/core/contract';
import type { Catalog } from '../catalog/buildCatalog';
import { badRequest, notFound } from '../errors';
import type { InsightRows, InsightsRequest } from '../store/types';
import type { ServiceContext } from './context';

export const FROM_AFTER_TO = '`from` must not be after `to`';
export const PERIOD_TOO_LONG = `The period is at most ${MAX_INSIGHTS_MONTHS} months`;
const NO_GROUP = { team: 'No team', department: 'No department' } as const;

/** Months counted from year 0 (UTC): 'YYYY-MM' <-> an integer, so periods are subtractions. */
const monthIndex = (month: string) =>
  Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1;
const monthName = (index: number) =>
  `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
const firstDay = (index: number) => `${monthName(index)}-01`;

/** The period asked for (default: the current UTC month and the two before it) and the one before. */
const insightPeriods = (query: InsightsQuery, now: Date) => {
  const to = query.to ? monthIndex(query.to) : now.getUTCFullYear() * 12 + now.getUTCMonth();
  const from = query.from ? monthIndex(query.from) : to - 2;
  if (from > to) throw badRequest(FROM_AFTER_TO, { from: FROM_AFTER_TO });
  const months = to - from + 1;
  if (months > MAX_INSIGHTS_MONTHS) throw badRequest(PERIOD_TOO_LONG, { from: PERIOD_TOO_LONG });
  return { from, to, previousFrom: from - months };
};

const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** One period's figures of one group (or of all when `key` is undefined), from the sums. */
const figures = (rows: InsightRows, current: boolean, key?: string): InsightsFigures => {
  const mine = <R extends { current: boolean; key: string }>(list: R[]) =>
    list.filter((r) => r.current === current && (key === undefined || r.key === key));
  const count = <K extends string | number>(entries: [K, number][]) => {
    const totals = new Map<K, number>();
    for (const [k, n] of entries) totals.set(k, (totals.get(k) ?? 0) + n);
    return [...totals].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  };
  const levels = mine(rows.levels);
  const byCompetency = new Map<string, InsightsCompetency & { gapSum: number }>();
  for (const c of mine(rows.competencies)) {
    const sum = byCompetency.get(c.id) ?? {
      id: c.id,
      name: c.name,
      levels: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 },
      belowRecommended: 0,
      shareBelow: 0,
      averageGap: 0,
      gapSum: 0,
    };
    c.levels.forEach((n, i) => {
      sum.levels[String(i + 1)] = (sum.levels[String(i + 1)] ?? 0) + n;
    });
    sum.belowRecommended += c.below;
    sum.gapSum += c.gapSum;
    if (c.name > sum.name) sum.name = c.name;
    byCompetency.set(c.id, sum);
  }
  return {
    reports: levels.reduce((n, l) => n + l.reports, 0),
    careerLevels: count(
      levels.filter((l) => l.careerLevel >= 0).map((l) => [l.careerLevel, l.reports]),
    ).map(([level, n]) => ({ level, count: n })),
    categories: count(
      levels.filter((l) => l.category !== '').map((l) => [l.category, l.reports]),
    ).map(([category, n]) => ({ category, count: n })),
    competencies: [...byCompetency.values()]
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
      .map(({ gapSum, ...c }) => {
        const rated = Object.values(c.levels).reduce((n, v) => n + v, 0);
        return {
          ...c,
          shareBelow: rated === 0 ? 0 : round(c.belowRecommended / rated, 3),
          averageGap: c.belowRecommended === 0 ? 0 : round(gapSum / c.belowRecommended, 2),
        };
      }),
  };
};

const headcount = (list: InsightRows['employees']) => {
  const total = list.reduce((n, e) => n + e.employees, 0);
  const evaluated = list.reduce((n, e) => n + e.evaluated, 0);
  return { total, evaluated, notEvaluated: total - evaluated };
};

/** The job families of the rows, named from the catalog (the id when it has no such family). */
const jobFamiliesOf = (rows: InsightRows, catalog: Catalog): InsightsJobFamily[] =>
  rows.jobFamilies
    .map(({ id, reports }) => ({
      id,
      name: (catalog.jobFamilies.get(id) ?? catalog.domainJobFamilies.get(id))?.name ?? id,
      reports,
    }))
    .sort((a, b) => a.name.localeCompare(b.name) || (a.id < b.id ? -1 : 1));

/** The answer of GET /v1/embed/insights from the store's sums (no report is read here). */
const insightsAnswer = (
  rows: InsightRows,
  periods: ReturnType<typeof insightPeriods>,
  catalog: Catalog,
  groupBy?: 'team' | 'department',
): Insights => {
  const { from, to, previousFrom } = periods;
  const answer: Insights = {
    period: { from: monthName(from), to: monthName(to) },
    previousPeriod: { from: monthName(previousFrom), to: monthName(from - 1) },
    employees: headcount(rows.employees),
    current: figures(rows, true),
    previous: figures(rows, false),
    jobFamilies: jobFamiliesOf(rows, catalog),
  };
  if (!groupBy) return answer;
  const keys = new Set([
    ...rows.employees.filter((e) => e.employees > 0).map((e) => e.key),
    ...rows.levels.map((l) => l.key),
  ]);
  answer.groups = [...keys].sort().map((key) => {
    const named = rows.employees.find((e) => e.key === key && e.name !== '');
    return {
      key,
      name: key === '' ? NO_GROUP[groupBy] : groupBy === 'team' ? (named?.name ?? key) : key,
      employees: headcount(rows.employees.filter((e) => e.key === key)),
      current: figures(rows, true, key),
      previous: figures(rows, false, key),
    };
  });
  return answer;
};

/** The organisation's insights (scope: the whole organisation, or `manager`'s reach). */
export const organizationInsights = async (
  ctx: ServiceContext,
  scope: { organizationId: string; managerExternalUserId?: string },
  query: InsightsQuery,
): Promise<Insights> => {
  const periods = insightPeriods(query, ctx.clock.now());
  const request: InsightsRequest = {
    organizationId: scope.organizationId,
    previousFrom: firstDay(periods.previousFrom),
    currentFrom: firstDay(periods.from),
    currentTo: firstDay(periods.to),
    ...(query.groupBy && { groupBy: query.groupBy }),
    ...(query.team !== undefined && { team: query.team }),
    ...(query.department !== undefined && { department: query.department }),
    ...(query.jobFamily !== undefined && { jobFamily: query.jobFamily }),
  };
  // A manager's session reads their reach only; `manager` narrows it (the two reaches meet).
  const managers = [scope.managerExternalUserId, query.manager].filter(
    (m): m is string => m !== undefined,
  );
  const rows = await ctx.store.organizationInsights(
    managers.length === 0 ? request : { ...request, managers },
  );
  return insightsAnswer(rows, periods, ctx.catalog, query.groupBy);
};

const ORGANIZATION_NOT_FOUND = 'Organization not found';

/** The whole organisation's insights, for an administrator (404 for an unknown one). */
export const adminOrganizationInsights = async (
  ctx: ServiceContext,
  organizationId: string,
  query: InsightsQuery,
): Promise<Insights> => {
  if (!(await ctx.store.findOrganizationById(organizationId))) {
    throw notFound(ORGANIZATION_NOT_FOUND);
  }
  return organizationInsights(ctx, { organizationId }, query);
};
