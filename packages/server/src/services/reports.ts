import {
  computeScoreDetails,
  hasEveryPart,
  type ReportType,
  ScoringError,
  scoringInputOf,
  type UserFilledDetails,
} from '@rolescope/core';
import {
  type CompetencyReportBody,
  careerReportDraftBodySchema,
  competencyReportBodySchema,
  type ParsedDraftData as DraftData,
  type ReportListResponse,
  type SendReportRequest,
  userFilledDetailsSchema,
} from '@rolescope/core/contract';
import { randomId } from '../crypto/random';
import type { AuthInfo } from '../deps';
import { ApiError, badRequest, forbidden, notFound } from '../errors';
import { type Paging, totalPages } from '../http/pagination';
import type {
  DraftContent,
  ReportListForm,
  ReportOrder,
  ReportPageJson,
  StoredReportBody,
  StoredUserFilledDetails,
} from '../store/types';
import { careerDraftReport, careerSubmission } from './careerReports';
import type { ServiceContext } from './context';
import { checkSelectedLevels } from './definedLevels';
import {
  checkContentSize,
  DRAFT_OVER_QUOTA,
  REPORT_OVER_QUOTA,
  SUBMISSION_CAPS,
  TOO_MANY_ORGANIZATION_REPORTS,
  TOO_MANY_REPORTS,
} from './quotas';
import { sessionOf } from './session';
import type { TokenClaims } from './tokens';
import { normalizeEmail } from './users';

export const DRAFT_SAVED = 'Draft saved';
export const DRAFT_UPDATED = 'Draft updated';
export const DRAFT_DELETED = 'Draft deleted successfully';
const DRAFT_NOT_FOUND = 'Draft not found';
export const REPORT_SUBMITTED = 'Report submitted successfully';
const REPORT_INCOMPLETE = 'The evaluation is incomplete';
const NOT_YOUR_EMAIL = 'You can only submit reports for your own account';
const NOT_YOUR_REPORTS = 'You can only view your own reports';
export const REPORT_NOT_FOUND = 'Report not found';

const REPORT_OF_ANOTHER_KIND = 'The report body does not fit the report type';

/** The most drafts one user may keep (quotas: with 0.5 MB each, 50 MB a user). */
export const MAX_DRAFTS_PER_USER = 100;
const TOO_MANY_DRAFTS = `You have ${MAX_DRAFTS_PER_USER} drafts already. Delete one before you save another.`;

/** A competency body's chosen levels must be levels its competencies define (a career one's are checked with it). */
const checkLevelsOf = (
  ctx: ServiceContext,
  content: Pick<DraftContent, 'reportType' | 'report' | 'selectedLevels'>,
) => {
  if (content.reportType === 'career') return;
  checkSelectedLevels(
    ctx.catalog,
    content.selectedLevels,
    content.report as CompetencyReportBody | null,
  );
};

/** A stored row's parts as the contract reads them (`roleImpact` too); as stored if unreadable. */
const storedParts = (stored: StoredUserFilledDetails): StoredUserFilledDetails => {
  const parsed = userFilledDetailsSchema.safeParse(stored);
  return parsed.success ? parsed.data : stored;
};

/**
 * A body as stored: a body of the report's kind (400 on `report` otherwise), a career
 * one with the server's computed parts (`careerDraftReport`); null when there is none.
 */
const bodyOfKind = (
  ctx: ServiceContext,
  reportType: ReportType,
  report: DraftData['report'],
): StoredReportBody | null => {
  if (report === undefined || report === null) return null;
  if (reportType === 'career') {
    const career = careerReportDraftBodySchema.safeParse(report);
    if (career.success) return careerDraftReport(ctx.catalog, career.data);
  } else {
    const competency = competencyReportBodySchema.safeParse(report);
    if (competency.success) return competency.data;
  }
  throw badRequest(`report: ${REPORT_OF_ANOTHER_KIND}`, { report: REPORT_OF_ANOTHER_KIND });
};

/**
 * The report list answer (`{ data, pagination }`) as JSON text around the store's page in
 * wire form: the report documents are passed through, never parsed and serialised again.
 */
export const reportListJson = (page: ReportPageJson, paging: Paging): string =>
  `{"data":${page.json},"pagination":${JSON.stringify({
    totalReports: page.total,
    totalPages: totalPages(page.total, paging.limit),
    currentPage: paging.page,
    limit: paging.limit,
  } satisfies ReportListResponse['pagination'])}}`;

export const saveDraft = async (ctx: ServiceContext, auth: AuthInfo, data: DraftData) => {
  const content: DraftContent = {
    reportType: data.reportType ?? 'competency',
    report: bodyOfKind(ctx, data.reportType ?? 'competency', data.report),
    selectedLevels: data.selectedLevels ?? {},
    userFilledDetails: data.userFilledDetails,
  };
  checkLevelsOf(ctx, content);
  checkContentSize(content, DRAFT_OVER_QUOTA);
  // counted and inserted in one atomic step: parallel saves never pass the cap
  const draft = await ctx.store.createCappedDraft(
    { ...content, id: randomId(), ownerId: auth.userId, email: auth.email, now: ctx.clock.now() },
    MAX_DRAFTS_PER_USER,
  );
  if (!draft) throw new ApiError(409, TOO_MANY_DRAFTS);
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
  const reportType = data.reportType ?? existing.reportType ?? 'competency';
  const content: DraftContent = {
    reportType,
    report: data.report !== undefined ? bodyOfKind(ctx, reportType, data.report) : existing.report,
    selectedLevels: data.selectedLevels ?? existing.selectedLevels,
    userFilledDetails: { ...storedParts(existing.userFilledDetails), ...data.userFilledDetails },
  };
  // only what this update changes is checked: a draft stored before the check stays editable
  if (data.selectedLevels !== undefined || data.report !== undefined) checkLevelsOf(ctx, content);
  // the draft as it would be stored: each part may be small, the merged draft not
  checkContentSize(content, DRAFT_OVER_QUOTA);
  const updated = await ctx.store.updateDraft(auth.userId, draftId, content, ctx.clock.now());
  if (!updated) throw notFound(DRAFT_NOT_FOUND);
  return updated.id;
};

export const deleteDraft = async (ctx: ServiceContext, auth: AuthInfo, draftId: string) => {
  if (!(await ctx.store.deleteDraft(auth.userId, draftId))) throw notFound(DRAFT_NOT_FOUND);
};

/** The authoritative score, recomputed from the answers (client numbers are ignored). */
const scoreOf = (d: UserFilledDetails) => {
  const industryCategory = d.details?.industryCategory;
  if (typeof industryCategory !== 'string' || industryCategory.trim() === '') {
    throw badRequest(REPORT_INCOMPLETE, {
      'details.industryCategory': 'Missing answer for details.industryCategory',
    });
  }
  try {
    // the saved score fields are never read: the engine scores the option ids only
    return computeScoreDetails({ ...scoringInputOf(d), industryCategory });
  } catch (error) {
    if (error instanceof ScoringError) {
      throw badRequest(REPORT_INCOMPLETE, { [error.field]: error.message });
    }
    throw error;
  }
};

/**
 * A career report is checked for its goal and levels by `careerSubmission` (not the wizard's
 * steps); its score is computed only when every step's part is there (`evaluationSteps`), and
 * then must be complete.
 */
const careerScoreOf = (details: UserFilledDetails) =>
  hasEveryPart(details) ? scoreOf(details) : null;

export const submitReport = async (
  ctx: ServiceContext,
  auth: AuthInfo,
  input: SendReportRequest,
) => {
  if (normalizeEmail(input.email) !== auth.email) throw forbidden(NOT_YOUR_EMAIL);
  const { reportType, userFilledDetails } = input;
  // A career report's computed parts (items, targets, gaps, readiness) are the server's.
  const scoreDetails =
    reportType === 'career' ? careerScoreOf(userFilledDetails) : scoreOf(userFilledDetails);
  const report =
    input.reportType === 'career'
      ? careerSubmission(ctx.catalog, input.report)
      : bodyOfKind(ctx, 'competency', input.report);
  if (reportType !== 'career')
    checkSelectedLevels(ctx.catalog, input.selectedLevels, report as CompetencyReportBody | null);
  const draftId = input.draftId?.trim() ? input.draftId.trim() : null;
  const selectedLevels = input.selectedLevels ?? {};
  checkContentSize({ report, selectedLevels, userFilledDetails }, REPORT_OVER_QUOTA);
  const result = await ctx.store.submitReport({
    ownerId: auth.userId,
    email: auth.email,
    reportType,
    draftId,
    newId: randomId(),
    report,
    selectedLevels,
    userFilledDetails,
    scoreDetails,
    now: ctx.clock.now(),
    caps: SUBMISSION_CAPS,
  });
  if (result.outcome === 'not-found') throw notFound(DRAFT_NOT_FOUND);
  if (result.outcome === 'over-cap') {
    throw new ApiError(
      409,
      result.cap === 'owner' ? TOO_MANY_REPORTS : TOO_MANY_ORGANIZATION_REPORTS,
    );
  }
  return result.reportId;
};

export const listUserReports = async (
  ctx: ServiceContext,
  auth: AuthInfo,
  rawEmail: string,
  paging: Paging,
  form: ReportListForm = 'document',
): Promise<string> => {
  const email = normalizeEmail(rawEmail);
  if (email !== auth.email && auth.role !== 'admin') throw forbidden(NOT_YOUR_REPORTS);
  const owner = email === auth.email ? { id: auth.userId } : await ctx.store.findUserByEmail(email);
  const page = owner
    ? await ctx.store.listReportsByOwner(owner.id, paging, form)
    : { json: '[]', total: 0 };
  return reportListJson(page, paging);
};

/**
 * One whole report as the answer's JSON text (`{ data: Report }`): the caller's, or anyone's
 * for an administrator; 404 otherwise (another user's reads as unknown, never as forbidden).
 */
export const getUserReport = async (
  ctx: ServiceContext,
  auth: AuthInfo,
  id: string,
): Promise<string> => {
  const doc = await ctx.store.findReportDocument(id, auth.role === 'admin' ? null : auth.userId);
  if (doc === null) throw notFound(REPORT_NOT_FOUND);
  return `{"data":${doc}}`;
};

/**
 * The caller's own reports, with the session check (revocation, tokenVersion) done in the
 * same store look-up as the page: the hot read of the product, in one database round trip.
 * 401 unless the session stands.
 */
export const listOwnReports = async (
  ctx: ServiceContext,
  claims: TokenClaims,
  paging: Paging,
  form: ReportListForm = 'document',
  order?: ReportOrder,
): Promise<string> => {
  const { user, ...page } = await ctx.store.listOwnReportsForToken(
    claims.sub,
    claims.jti,
    paging,
    form,
    order,
  );
  sessionOf(user, claims);
  return reportListJson(page, paging);
};

/** A page of every user's submitted reports: summaries, or whole (`document`, at most 10 a page). */
export const listAllReports = async (
  ctx: ServiceContext,
  paging: Paging,
  form: ReportListForm,
): Promise<string> => reportListJson(await ctx.store.listCompletedReports(paging, form), paging);

/** One whole report of any user, by id (the administrator's); 404 otherwise. */
export const getAnyReport = async (ctx: ServiceContext, id: string): Promise<string> => {
  const doc = await ctx.store.findReportDocument(id, null);
  if (doc === null) throw notFound(REPORT_NOT_FOUND);
  return `{"data":${doc}}`;
};
