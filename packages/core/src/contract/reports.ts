import * as z from 'zod/mini';
import { careerReportBodySchema, careerReportDraftBodySchema } from './careerReport';
import { dataResponse, idSchema, isoDateSchema, pageQuerySchema } from './common';
import {
  competencyReportBodySchema,
  selectedLevelsSchema,
  userFilledDetailsPartsSchema,
  userFilledDetailsSchema,
  withRolesImpact,
} from './competencyReport';
import { scoreDetailsSchema } from './scoring';

/** Which evaluation produced a report; reports stored before it existed read as `competency`. */
export const reportTypeSchema = z.enum(['competency', 'career']);
export type ReportType = z.infer<typeof reportTypeSchema>;

export const reportStatusSchema = z.enum(['draft', 'completed']);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** The competency kind: absent (a report stored before `reportType` existed) reads as it. */
const competencyType = z._default(z.literal('competency'), 'competency');
const careerType = z.literal('career');

/** What every stored report carries besides its kind, status and body. */
const documentShape = {
  _id: idSchema,
  email: z.string(),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  draftId: z.optional(z.string()),
  selectedLevels: selectedLevelsSchema,
  userFilledDetails: userFilledDetailsSchema,
  scoreDetails: z.optional(scoreDetailsSchema),
};

/** A competency report or draft, as the server returns it (its parts are optional already). */
export const competencyReportSchema = z.object({
  ...documentShape,
  reportType: competencyType,
  status: reportStatusSchema,
  report: z.optional(z.nullable(competencyReportBodySchema)),
});
export type CompetencyReport = z.infer<typeof competencyReportSchema>;

/** A completed career report holds the whole body; a career draft any subset of it. */
export const careerReportSchema = z.discriminatedUnion('status', [
  z.object({
    ...documentShape,
    reportType: careerType,
    status: z.literal('completed'),
    report: careerReportBodySchema,
  }),
  z.object({
    ...documentShape,
    reportType: careerType,
    status: z.literal('draft'),
    report: z.optional(z.nullable(careerReportDraftBodySchema)),
  }),
]);
export type CareerReport = z.infer<typeof careerReportSchema>;

/** A draft or a completed report of either kind, as the server returns it. */
export const reportSchema = z.discriminatedUnion('reportType', [
  competencyReportSchema,
  careerReportSchema,
]);
/** A parsed report, discriminated by kind and status (`reportType` is always there). */
export type ParsedReport = z.infer<typeof reportSchema>;
/**
 * A report as the readers take it: `ParsedReport` with its kinds merged, so that a reader
 * narrows the body itself (`report.reportType === 'career'`, then the body's own schema) and
 * report literals written before `reportType` existed still type-check (it reads as competency).
 */
export type Report = Omit<CompetencyReport, 'reportType' | 'status' | 'report'> & {
  reportType?: ReportType;
  status: ReportStatus;
  report?: ReportBody | null;
};
/** A report as JSON before parsing: `reportType` may be absent, `roleImpact` present. */
export type ReportJson = z.input<typeof reportSchema>;

/**
 * A body of either kind, as drafts and submissions send it: which kind it must be follows from
 * the report type (a draft's stored one when the body does not say), checked by the server.
 */
const anyReportBody = z.union([competencyReportBodySchema, careerReportDraftBodySchema]);
/** A report body of either kind. */
export type ReportBody = z.infer<typeof anyReportBody>;

/**
 * What a draft may hold: any of userFilledDetails' parts (nested, or flat as the contract
 * allows; a flat part wins), levels, a body of either kind (a career draft's may be null until
 * its goal is set) and its kind (absent: the stored draft's, else competency). Parsed, the
 * parts are nested in `userFilledDetails`.
 */
export const draftDataSchema = z.pipe(
  z.object({
    ...userFilledDetailsPartsSchema.shape,
    userFilledDetails: z.optional(userFilledDetailsPartsSchema),
    selectedLevels: z.optional(selectedLevelsSchema),
    report: z.optional(z.nullable(anyReportBody)),
    reportType: z.optional(reportTypeSchema),
  }),
  z.transform(({ userFilledDetails = {}, selectedLevels, report, reportType, ...flat }) => ({
    selectedLevels,
    report,
    reportType,
    userFilledDetails: { ...withRolesImpact(userFilledDetails), ...withRolesImpact(flat) },
  })),
);
/** A draft body as a client sends it (flat parts, `roleImpact` and all). */
export type DraftData = z.input<typeof draftDataSchema>;
/** A draft body as the server reads it: the parts nested in `userFilledDetails`. */
export type ParsedDraftData = z.infer<typeof draftDataSchema>;

/** POST /v1/survey/save-draft */
export const saveDraftRequestSchema = z.object({ draftData: draftDataSchema });
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;
export const draftIdResponseSchema = dataResponse(z.object({ draftId: idSchema }));
export type DraftIdResponse = z.infer<typeof draftIdResponseSchema>;

/** PUT /v1/survey/update-draft */
export const updateDraftRequestSchema = z.object({ draftId: idSchema, draftData: draftDataSchema });
export type UpdateDraftRequest = z.infer<typeof updateDraftRequestSchema>;

const sendShape = {
  email: z.string().check(z.minLength(1), z.maxLength(254)),
  selectedLevels: z.optional(selectedLevelsSchema),
  userFilledDetails: userFilledDetailsSchema,
  draftId: z.optional(z.string().check(z.maxLength(200))),
};

/**
 * POST /v1/survey/send-report-to-admin; `draftId` is "" when there is none. The server then
 * checks the whole: a competency report's answers by scoring them (and then its body's kind),
 * a career report's body against `careerReportBodySchema` (a subset passes here, so that the
 * server can say what is missing).
 */
export const sendReportRequestSchema = z.discriminatedUnion('reportType', [
  z.object({
    ...sendShape,
    reportType: competencyType,
    report: z.optional(anyReportBody),
  }),
  z.object({
    ...sendShape,
    reportType: careerType,
    report: z.optional(careerReportDraftBodySchema),
  }),
]);
export type SendReportRequest = z.infer<typeof sendReportRequestSchema>;
export const sendReportResponseSchema = dataResponse(z.object({ reportId: idSchema }));
export type SendReportResponse = z.infer<typeof sendReportResponseSchema>;

/** The reports list's pagination (spec: totalReports, totalPages, currentPage, limit). */
export const reportPaginationSchema = z.object({
  totalReports: z.number(),
  totalPages: z.number(),
  currentPage: z.number(),
  limit: z.number(),
});
export type ReportPagination = z.infer<typeof reportPaginationSchema>;

/** GET /v1/user/fetchUserReports/{email} and GET /v1/admin/reports */
export const reportListResponseSchema = z.object({
  data: z.array(reportSchema),
  pagination: reportPaginationSchema,
  message: z.optional(z.string()),
});
export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

/** GET /v1/user/fetchUserReport/{id}: one whole report (the caller's; an administrator's: anyone's). */
export const reportResponseSchema = dataResponse(reportSchema);
export type ReportResponse = z.infer<typeof reportResponseSchema>;

/**
 * What a list of reports shows without the body: a few hundred bytes a row
 * however large the report, so a page of 100 weighs kilobytes, not the 50 MB of 100 whole
 * 512 KiB drafts. The server stores it beside the report when it writes one. Open a report
 * (`fetchUserReport`) for its body.
 */
export const reportSummarySchema = z.object({
  _id: idSchema,
  email: z.string(),
  status: reportStatusSchema,
  reportType: reportTypeSchema,
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  /** On drafts only (the draft's own id), as on the whole report. */
  draftId: z.optional(z.string()),
  /** On drafts only: the wizard's step it was saved on (`userFilledDetails.step`), when stored. */
  step: z.optional(z.number().check(z.int())),
  /** The role of step 1 (`userFilledDetails.details.role`), trimmed; '' when none. */
  role: z.string(),
  /** A career report's target role (its goal's), trimmed; absent when none. */
  targetRole: z.optional(z.string()),
  /** True when the report has a body to view (a draft's may have none yet). */
  hasReport: z.boolean(),
  /** The server's score (completed competency reports): what the dashboard's result card shows. */
  scoreDetails: z.optional(scoreDetailsSchema),
});
export type ReportSummary = z.infer<typeof reportSummarySchema>;

/** The columns a user's own list can be sorted by (the history's Role, Report Name, Created Date). */
export const REPORT_SORT_KEYS = ['role', 'reportName', 'createdAt'] as const;
export type ReportSortKey = (typeof REPORT_SORT_KEYS)[number];

/**
 * The query of a user's own summaries: a page, optionally of the whole list in another order
 * (`sort`, `order` default `asc`; without `sort`, newest first). Report names start with the
 * role, so `reportName` orders by role, then creation time.
 */
export const reportListQuerySchema = z.extend(pageQuerySchema, {
  sort: z.optional(z.enum(REPORT_SORT_KEYS)),
  order: z.optional(z.enum(['asc', 'desc'])),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

/** GET /v1/user/fetchUserReportSummaries/{email}: a page of summaries, newest first. */
export const reportSummaryListResponseSchema = z.object({
  data: z.array(reportSummarySchema),
  pagination: reportPaginationSchema,
  message: z.optional(z.string()),
});
export type ReportSummaryListResponse = z.infer<typeof reportSummaryListResponseSchema>;
