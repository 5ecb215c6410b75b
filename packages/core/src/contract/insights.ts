import * as z from 'zod/mini';
import { dataResponse } from './common';

/** The message of a `from`/`to` that is not a month written `YYYY-MM`. */
export const INSIGHTS_MONTH_MESSAGE = 'Months are written YYYY-MM (e.g. 2026-03)';
/** The longest period one insights call covers, in months. */
export const MAX_INSIGHTS_MONTHS = 36;

const month = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, INSIGHTS_MONTH_MESSAGE));
const filterValue = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/**
 * GET /v1/embed/insights: the query. Months are UTC calendar months; the period is every whole
 * month from `from` to `to`, both included.
 */
export const insightsQuerySchema = z.object({
  /** First month of the period (`YYYY-MM`); default: two months before `to`. */
  from: z.optional(month),
  /** Last month of the period (`YYYY-MM`), included; default: the current month. */
  to: z.optional(month),
  /** Adds `groups`: one entry per team (by team id) or per department. */
  groupBy: z.optional(z.enum(['team', 'department'])),
  /** Only the reports and employees of this team id. */
  team: z.optional(filterValue),
  /** Only the reports and employees of this department. */
  department: z.optional(filterValue),
  /**
   * Only the employees in this manager's reach (their direct and indirect reports, not the
   * manager), by the manager's externalUserId.
   */
  manager: z.optional(filterValue),
  /**
   * Only the reports whose role details name this job family (its catalog id, one of the
   * report's `userFilledDetails.details.process`), and the employees who submitted one: the
   * directory holds no job family, so with this filter every employee counted is evaluated.
   */
  jobFamily: z.optional(filterValue),
});
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** A period of whole UTC months, both ends included (`YYYY-MM`). */
export const insightsPeriodSchema = z.object({ from: z.string(), to: z.string() });
export type InsightsPeriod = z.infer<typeof insightsPeriodSchema>;

/** Headcount: today's employees, not the period's. */
export const insightsEmployeesSchema = z.object({
  /**
   * Employees: the organisation's directory entries, plus its embedded users (users with an
   * externalUserId) who have no directory entry.
   */
  total: z.number(),
  /** Of `total`, those with at least one submitted competency report (at any time). */
  evaluated: z.number(),
  /** `total - evaluated`. */
  notEvaluated: z.number(),
});
export type InsightsEmployees = z.infer<typeof insightsEmployeesSchema>;

/** How often one competency was rated at each level, and how often below its recommendation. */
export const insightsCompetencySchema = z.object({
  /** The catalog competency id (the report item's `_id`). */
  id: z.string(),
  /** Its title as the latest report of the period wrote it. */
  name: z.string(),
  /** Ratings by chosen level: keys "1" to "5", each a count (0 included). */
  levels: z.record(z.string(), z.number()),
  /** Ratings whose chosen level is below the item's recommendedLevel. */
  belowRecommended: z.number(),
  /** belowRecommended over all ratings of the competency, 0 to 1, 3 decimals. */
  shareBelow: z.number(),
  /**
   * Over the ratings below the recommendation, the mean of (recommended - chosen) levels,
   * 2 decimals; 0 when none is below.
   */
  averageGap: z.number(),
});
export type InsightsCompetency = z.infer<typeof insightsCompetencySchema>;

/**
 * The figures of one period. They count reports submitted in the period: an employee evaluated
 * twice in it counts twice. A report counts under the team and department its employee had when
 * it was submitted.
 */
export const insightsFiguresSchema = z.object({
  /** Submitted competency reports. */
  reports: z.number(),
  /** Reports by `scoreDetails.careerLevel`, ascending. */
  careerLevels: z.array(z.object({ level: z.number(), count: z.number() })),
  /** Reports by `scoreDetails.category` ('low' | 'medium' | 'high'). */
  categories: z.array(z.object({ category: z.string(), count: z.number() })),
  /** Every competency rated in the period, by id. */
  competencies: z.array(insightsCompetencySchema),
});
export type InsightsFigures = z.infer<typeof insightsFiguresSchema>;

/** One team or department (`key` "": employees and reports with none). */
export const insightsGroupSchema = z.object({
  /** The team id or the department; "" for none. */
  key: z.string(),
  /** The team's name or the department; "No team" / "No department" for none. */
  name: z.string(),
  /** Headcount of the group today (an employee counts in their current team). */
  employees: insightsEmployeesSchema,
  current: insightsFiguresSchema,
  previous: insightsFiguresSchema,
});
export type InsightsGroup = z.infer<typeof insightsGroupSchema>;

/** A job family named by the period's reports: a choice of the `jobFamily` filter. */
export const insightsJobFamilySchema = z.object({
  /** The catalog id (the value of the `jobFamily` filter). */
  id: z.string(),
  /** Its name in the catalog; the id when the catalog no longer has it. */
  name: z.string(),
  /** Reports of the period naming it (a report names one to three job families). */
  reports: z.number(),
});
export type InsightsJobFamily = z.infer<typeof insightsJobFamilySchema>;

export const insightsSchema = z.object({
  /** The period asked for. */
  period: insightsPeriodSchema,
  /** The same number of months just before it. */
  previousPeriod: insightsPeriodSchema,
  employees: insightsEmployeesSchema,
  /** Figures of `period`. */
  current: insightsFiguresSchema,
  /** Figures of `previousPeriod`. */
  previous: insightsFiguresSchema,
  /** With `groupBy` only: one entry per team or department, by key. */
  groups: z.optional(z.array(insightsGroupSchema)),
  /**
   * The job families the reports of `period` name, within the query's filters, by name (the
   * `jobFamily` filter's choices). Absent from servers older than the filter.
   */
  jobFamilies: z.optional(z.array(insightsJobFamilySchema)),
});
export type Insights = z.infer<typeof insightsSchema>;

export const insightsResponseSchema = dataResponse(insightsSchema);
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
