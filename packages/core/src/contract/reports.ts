import * as z from 'zod/mini';
import { dataResponse, idSchema, isoDateSchema } from './common';
import { scoreDetailsSchema } from './scoring';

const answers = z.record(z.string(), z.unknown());

/**
 * Step 1 data. Known keys are typed; the rest (tier fields such as `tier1-ctc`,
 * `tier1-benifits`, spelt as the specification spells them) pass through.
 */
export const roleDetailsSchema = z.looseObject({
  role: z.optional(z.string()),
  industryCategory: z.optional(z.string()),
  currentIndustry: z.optional(z.string()),
  currentCompany: z.optional(z.string()),
  description: z.optional(z.string()),
  draftId: z.optional(z.string()),
});
export type RoleDetails = z.infer<typeof roleDetailsSchema>;

export const organizationDetailsSchema = z.looseObject({
  managementLevel: z.optional(z.string()),
  customerScope: z.optional(z.string()),
  employees: z.optional(z.string()),
  revenue: z.optional(z.string()),
});
export type OrganizationDetails = z.infer<typeof organizationDetailsSchema>;

/**
 * The five parts of a filled evaluation. `roleImpact` is the older spelling of
 * `rolesImpact`; read it with `normalizeUserFilledDetails`.
 */
export const userFilledDetailsSchema = z.object({
  details: z.optional(roleDetailsSchema),
  organizationDetails: z.optional(organizationDetailsSchema),
  roleAndResponsibilities: z.optional(answers),
  roleEffectiveness: z.optional(answers),
  rolesImpact: z.optional(answers),
  roleImpact: z.optional(answers),
});
export type UserFilledDetails = z.infer<typeof userFilledDetailsSchema>;

/** Map of level-picker step number to the chosen proficiency level. */
export const selectedLevelsSchema = z.record(z.string(), z.number());
export type SelectedLevels = z.infer<typeof selectedLevelsSchema>;

/** Which evaluation produced a report; reports stored before it existed read as `competency`. */
export const reportTypeSchema = z.enum(['competency', 'career']);
export type ReportType = z.infer<typeof reportTypeSchema>;

export const reportStatusSchema = z.enum(['draft', 'completed']);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** A draft or a completed report, as the server returns it. */
export const reportSchema = z.object({
  _id: idSchema,
  email: z.string(),
  status: reportStatusSchema,
  reportType: z._default(reportTypeSchema, 'competency'),
  createdAt: isoDateSchema,
  updatedAt: isoDateSchema,
  draftId: z.optional(z.string()),
  report: z.optional(z.unknown()),
  selectedLevels: selectedLevelsSchema,
  userFilledDetails: userFilledDetailsSchema,
  scoreDetails: z.optional(scoreDetailsSchema),
});
/**
 * A parsed report always carries `reportType` (the schema defaults it); the type keeps it
 * optional so that report literals written before it existed still type-check.
 */
export type Report = Omit<z.infer<typeof reportSchema>, 'reportType'> & { reportType?: ReportType };

/** What a draft may hold: any of userFilledDetails' parts (nested or flat), levels and report. */
export const draftDataSchema = z.looseObject({
  userFilledDetails: z.optional(userFilledDetailsSchema),
  details: z.optional(roleDetailsSchema),
  organizationDetails: z.optional(organizationDetailsSchema),
  roleAndResponsibilities: z.optional(answers),
  roleEffectiveness: z.optional(answers),
  rolesImpact: z.optional(answers),
  roleImpact: z.optional(answers),
  selectedLevels: z.optional(selectedLevelsSchema),
  report: z.optional(z.unknown()),
  reportType: z.optional(reportTypeSchema),
});
export type DraftData = z.infer<typeof draftDataSchema>;

/** POST /v1/survey/save-draft */
export const saveDraftRequestSchema = z.object({ draftData: draftDataSchema });
export type SaveDraftRequest = z.infer<typeof saveDraftRequestSchema>;
export const draftIdResponseSchema = dataResponse(z.object({ draftId: idSchema }));
export type DraftIdResponse = z.infer<typeof draftIdResponseSchema>;

/** PUT /v1/survey/update-draft */
export const updateDraftRequestSchema = z.object({ draftId: idSchema, draftData: draftDataSchema });
export type UpdateDraftRequest = z.infer<typeof updateDraftRequestSchema>;

/** POST /v1/survey/send-report-to-admin; `draftId` is "" when there is none. */
export const sendReportRequestSchema = z.object({
  email: z.string().check(z.minLength(1), z.maxLength(254)),
  report: z.optional(z.unknown()),
  selectedLevels: z.optional(selectedLevelsSchema),
  userFilledDetails: userFilledDetailsSchema,
  draftId: z.optional(z.string().check(z.maxLength(200))),
  reportType: z.optional(reportTypeSchema),
});
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

/** Reads `rolesImpact`, falling back to the older key `roleImpact`. */
export const normalizeUserFilledDetails = (d: UserFilledDetails): UserFilledDetails => {
  const { roleImpact, ...rest } = d;
  return rest.rolesImpact === undefined && roleImpact !== undefined
    ? { ...rest, rolesImpact: roleImpact }
    : rest;
};
