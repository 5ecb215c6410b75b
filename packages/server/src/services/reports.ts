import {
  careerReportSchema,
  computeScoreDetails,
  type DraftData,
  normalizeUserFilledDetails,
  type Report,
  type ReportListResponse,
  type ReportType,
  ScoringError,
  type SendReportRequest,
  type UserFilledDetails,
} from '@rolescope/core';
import { randomId } from '../crypto/random';
import type { AuthInfo } from '../deps';
import { badRequest, forbidden, notFound } from '../errors';
import { type Paging, totalPages } from '../http/pagination';
import type { DraftContent, PageResult, ReportRecord } from '../store/types';
import type { ServiceContext } from './context';
import { normalizeEmail } from './users';

export const DRAFT_SAVED = 'Draft saved';
export const DRAFT_UPDATED = 'Draft updated';
export const DRAFT_DELETED = 'Draft deleted successfully';
export const DRAFT_NOT_FOUND = 'Draft not found';
export const REPORT_SUBMITTED = 'Report submitted successfully';
export const REPORT_INCOMPLETE = 'The evaluation is incomplete';
export const NOT_YOUR_EMAIL = 'You can only submit reports for your own account';
export const NOT_YOUR_REPORTS = 'You can only view your own reports';
export const CAREER_REPORT_INVALID = 'The career progression report is incomplete';

const PARTS = [
  'details',
  'organizationDetails',
  'roleAndResponsibilities',
  'roleEffectiveness',
  'rolesImpact',
] as const;

/** The parts of userFilledDetails a draft body carries, nested or flat (flat wins). */
const partsOf = (data: DraftData): UserFilledDetails => {
  const nested = normalizeUserFilledDetails(data.userFilledDetails ?? {});
  const flat = normalizeUserFilledDetails({
    details: data.details,
    organizationDetails: data.organizationDetails,
    roleAndResponsibilities: data.roleAndResponsibilities,
    roleEffectiveness: data.roleEffectiveness,
    rolesImpact: data.rolesImpact,
    roleImpact: data.roleImpact,
  });
  const out: UserFilledDetails = {};
  for (const part of PARTS) {
    const value = flat[part] ?? nested[part];
    if (value !== undefined) (out as Record<string, unknown>)[part] = value;
  }
  return out;
};

/** A stored record as the contract's Report (draftId only on drafts, as the spec reads it). */
export const toReport = (r: ReportRecord): Report & { reportType: ReportType } => ({
  _id: r.id,
  email: r.email,
  status: r.status,
  reportType: r.reportType ?? 'competency',
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  ...(r.status === 'draft' ? { draftId: r.id } : {}),
  ...(r.report !== null && r.report !== undefined ? { report: r.report } : {}),
  selectedLevels: r.selectedLevels,
  userFilledDetails: r.userFilledDetails,
  ...(r.scoreDetails ? { scoreDetails: r.scoreDetails } : {}),
});

export const toReportList = (
  result: PageResult<ReportRecord>,
  paging: Paging,
): ReportListResponse => ({
  data: result.items.map(toReport),
  pagination: {
    totalReports: result.total,
    totalPages: totalPages(result.total, paging.limit),
    currentPage: paging.page,
    limit: paging.limit,
  },
});

export const saveDraft = async (ctx: ServiceContext, auth: AuthInfo, data: DraftData) => {
  const draft = await ctx.store.createDraft({
    id: randomId(),
    ownerId: auth.userId,
    email: auth.email,
    reportType: data.reportType ?? 'competency',
    report: data.report ?? null,
    selectedLevels: data.selectedLevels ?? {},
    userFilledDetails: partsOf(data),
    now: ctx.clock.now(),
  });
  return draft.id;
};

/** Merges the given parts into the caller's draft (each given part replaces the stored one). */
export const updateDraft = async (
  ctx: ServiceContext,
  auth: AuthInfo,
  draftId: string,
  data: DraftData,
) => {
  const existing = await ctx.store.findOwnedReport(auth.userId, draftId);
  if (existing?.status !== 'draft') throw notFound(DRAFT_NOT_FOUND);
  const content: DraftContent = {
    reportType: data.reportType ?? existing.reportType ?? 'competency',
    report: data.report !== undefined ? data.report : existing.report,
    selectedLevels: data.selectedLevels ?? existing.selectedLevels,
    userFilledDetails: {
      ...normalizeUserFilledDetails(existing.userFilledDetails),
      ...partsOf(data),
    },
  };
  const updated = await ctx.store.updateDraft(auth.userId, draftId, content, ctx.clock.now());
  if (!updated) throw notFound(DRAFT_NOT_FOUND);
  return updated.id;
};

export const deleteDraft = async (ctx: ServiceContext, auth: AuthInfo, draftId: string) => {
  if (!(await ctx.store.deleteDraft(auth.userId, draftId))) throw notFound(DRAFT_NOT_FOUND);
};

/** Only the string answers reach the engine; anything else counts as missing. */
const stringsOf = (answers: Record<string, unknown> | undefined) =>
  Object.fromEntries(
    Object.entries(answers ?? {}).filter(([, v]) => typeof v === 'string'),
  ) as Record<string, string>;

/** The authoritative score, recomputed from the answers (client numbers are ignored). */
export const scoreOf = (details: UserFilledDetails) => {
  const d = normalizeUserFilledDetails(details);
  const industryCategory = d.details?.industryCategory;
  if (typeof industryCategory !== 'string' || industryCategory.trim() === '') {
    throw badRequest(REPORT_INCOMPLETE, {
      'details.industryCategory': 'Missing answer for details.industryCategory',
    });
  }
  try {
    return computeScoreDetails({
      industryCategory,
      organizationDetails: stringsOf(d.organizationDetails),
      roleAndResponsibilities: stringsOf(d.roleAndResponsibilities),
      roleEffectiveness: stringsOf(d.roleEffectiveness),
      rolesImpact: stringsOf(d.rolesImpact),
    });
  } catch (error) {
    if (error instanceof ScoringError) {
      throw badRequest(REPORT_INCOMPLETE, { [error.field]: error.message });
    }
    throw error;
  }
};

/** True when every one of the five parts holds at least one answer. */
const hasAllParts = (d: UserFilledDetails) =>
  PARTS.every((part) => {
    const value = d[part];
    return value !== undefined && Object.keys(value).length > 0;
  });

/**
 * A career report is checked for its goal and levels (not the five steps); its score is
 * computed only when the five parts are all there, and then must be complete.
 */
export const careerScoreOf = (report: unknown, details: UserFilledDetails) => {
  const parsed = careerReportSchema.safeParse(report);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = ['report', ...issue.path.map(String)].join('.');
      fields[key] ??= issue.message;
    }
    throw badRequest(CAREER_REPORT_INVALID, fields);
  }
  return hasAllParts(details) ? scoreOf(details) : null;
};

export const submitReport = async (
  ctx: ServiceContext,
  auth: AuthInfo,
  input: SendReportRequest,
) => {
  if (normalizeEmail(input.email) !== auth.email) throw forbidden(NOT_YOUR_EMAIL);
  const userFilledDetails = normalizeUserFilledDetails(input.userFilledDetails);
  const reportType = input.reportType ?? 'competency';
  const scoreDetails =
    reportType === 'career'
      ? careerScoreOf(input.report, userFilledDetails)
      : scoreOf(userFilledDetails);
  const draftId = input.draftId?.trim() ? input.draftId.trim() : null;
  const result = await ctx.store.submitReport({
    ownerId: auth.userId,
    email: auth.email,
    reportType,
    draftId,
    newId: randomId(),
    report: input.report ?? null,
    selectedLevels: input.selectedLevels ?? {},
    userFilledDetails,
    scoreDetails,
    now: ctx.clock.now(),
  });
  if (result.outcome === 'not-found') throw notFound(DRAFT_NOT_FOUND);
  return result.reportId;
};

export const listUserReports = async (
  ctx: ServiceContext,
  auth: AuthInfo,
  rawEmail: string,
  paging: Paging,
): Promise<ReportListResponse> => {
  const email = normalizeEmail(rawEmail);
  if (email !== auth.email && auth.role !== 'admin') throw forbidden(NOT_YOUR_REPORTS);
  const owner = email === auth.email ? { id: auth.userId } : await ctx.store.findUserByEmail(email);
  const result = owner
    ? await ctx.store.listReportsByOwner(owner.id, paging)
    : { items: [], total: 0 };
  return toReportList(result, paging);
};

export const listAllReports = async (ctx: ServiceContext, paging: Paging) =>
  toReportList(await ctx.store.listCompletedReports(paging), paging);
