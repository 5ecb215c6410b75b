import * as z from 'zod/mini';
import { careerCategorySchema } from './catalog';
import { isoDateSchema } from './common';
import { embedTeamSchema } from './embedDirectory';

/** The columns a team list sorts by (the server sorts; the widget only asks). */
export const TEAM_SORT_KEYS = ['name', 'lastEvaluated', 'level', 'status'] as const;
export type TeamSortKey = (typeof TEAM_SORT_KEYS)[number];

/**
 * Where a person stands: no report at all, an evaluation begun (a draft saved after their
 * latest submitted report, or with none submitted), or their latest report submitted.
 */
export const TEAM_MEMBER_STATUSES = ['never-evaluated', 'draft', 'submitted'] as const;
export const teamMemberStatusSchema = z.enum(TEAM_MEMBER_STATUSES);
export type TeamMemberStatus = z.infer<typeof teamMemberStatusSchema>;

const filterValue = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

/**
 * GET /v1/embed/team: one page of people. `sort` default `name`, `order` default `asc`;
 * people without a value for the sorted column (never evaluated, no level) come last in both
 * orders, and ties go by name, then externalUserId. Above 100 the limit is capped at 100.
 */
export const teamQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  sort: z.optional(z.enum(TEAM_SORT_KEYS)),
  order: z.optional(z.enum(['asc', 'desc'])),
  /** Only the people of this team id. */
  team: z.optional(filterValue),
  /** Only the people of this department. */
  department: z.optional(filterValue),
});
export type TeamQuery = z.infer<typeof teamQuerySchema>;

/** A person's latest submitted report, as the team list shows it. */
export const teamLatestReportSchema = z.object({
  /** Opens with GET /v1/embed/reports/:id. */
  id: z.string(),
  /** The report's role (a career report's target role); '' when none was given. */
  reportName: z.string(),
  submittedAt: isoDateSchema,
  /** The server's career level (competency reports); null when the report has none. */
  careerLevel: z.nullable(z.number()),
  category: z.nullable(careerCategorySchema),
});
export type TeamLatestReport = z.infer<typeof teamLatestReportSchema>;

/** One person of the caller's reach (a manager) or of the organisation's directory (hr, key). */
export const teamMemberSchema = z.object({
  externalUserId: z.string(),
  /** The directory's name, else the account's, else the externalUserId. */
  name: z.string(),
  team: z.nullable(embedTeamSchema),
  department: z.nullable(z.string()),
  status: teamMemberStatusSchema,
  latestReport: z.nullable(teamLatestReportSchema),
  /** When the latest report was submitted; null when never. */
  lastEvaluatedAt: z.nullable(isoDateSchema),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamPaginationSchema = z.object({
  /** People matching the query, all pages. */
  total: z.number(),
  totalPages: z.number(),
  currentPage: z.number(),
  limit: z.number(),
});
export type TeamPagination = z.infer<typeof teamPaginationSchema>;

export const teamMemberListResponseSchema = z.object({
  data: z.array(teamMemberSchema),
  pagination: teamPaginationSchema,
  message: z.optional(z.string()),
});
export type TeamMemberListResponse = z.infer<typeof teamMemberListResponseSchema>;
