import {
  type CreateEmbedSessionRequest,
  EMBED_FEATURES,
  EMBED_SESSION_TTL_SECONDS,
  type EmbedReportQuery,
  type EmbedSession,
  type PutDirectoryRequest,
} from '@rolescope/core/contract';
import { randomId } from '../crypto/random';
import { conflict, notFound } from '../errors';
import type { OrganizationScope } from '../http/organizationScope';
import type { Paging } from '../http/pagination';
import {
  NO_PASSWORD,
  type ReportListForm,
  StoreConflictError,
  type UserRecord,
} from '../store/types';
import type { ServiceContext } from './context';
import { decodeCursor, encodeCursor } from './reportCursor';
import { REPORT_NOT_FOUND, reportListJson } from './reports';
import { normalizeEmail } from './users';

const EMAIL_OF_ANOTHER_ACCOUNT = 'This e-mail address belongs to another account';
const NOT_AN_EMPLOYEE = "This employee's account cannot be used in an embed session";

const emailConflict = () => conflict(EMAIL_OF_ANOTHER_ACCOUNT, { email: EMAIL_OF_ANOTHER_ACCOUNT });

type Employee = { organizationId: string; externalUserId: string; email: string; name?: string };

const isEmployee = (u: UserRecord, e: Employee) =>
  u.organizationId === e.organizationId && u.externalUserId === e.externalUserId;

/**
 * The stored employee with the portal's current e-mail and name (409 if the e-mail is taken).
 * A Rolescope account (one with a password, a member by sign-up or invitation) keeps its own:
 * its e-mail is how its owner signs in, and the portal must not move it elsewhere.
 */
const refreshed = async (ctx: ServiceContext, user: UserRecord, e: Employee) => {
  if (user.passwordHash !== NO_PASSWORD) return user;
  const name = e.name ?? user.name;
  if (user.email === e.email && user.name === name) return user;
  try {
    return (
      (await ctx.store.setUserProfile(user.id, { email: e.email, name }, ctx.clock.now())) ?? user
    );
  } catch (error) {
    if (error instanceof StoreConflictError) throw emailConflict();
    throw error;
  }
};

/**
 * The organisation's user for the portal's `externalUserId`: found, or created on first use
 * (role user, no password). An e-mail of any other account is a 409; of two first sessions
 * racing, the loser finds the winner's user.
 */
const employeeUser = async (ctx: ServiceContext, e: Employee): Promise<UserRecord> => {
  const { store } = ctx;
  const known = await store.findUserByExternalId(e.organizationId, e.externalUserId);
  if (known) return refreshed(ctx, known, e);
  const holder = await store.findUserByEmail(e.email);
  if (holder) {
    // created by a parallel first session of the same employee since the look-up above
    if (isEmployee(holder, e)) return refreshed(ctx, holder, e);
    throw emailConflict();
  }
  try {
    return await store.createUser({
      id: randomId(),
      email: e.email,
      passwordHash: NO_PASSWORD,
      mobile: '',
      designation: '',
      level: '',
      functionDepartment: '',
      name: e.name ?? '',
      role: 'user',
      organizationId: e.organizationId,
      externalUserId: e.externalUserId,
      createdAt: ctx.clock.now(),
    });
  } catch (error) {
    if (!(error instanceof StoreConflictError)) throw error;
    const winner = await store.findUserByExternalId(e.organizationId, e.externalUserId);
    if (winner) return refreshed(ctx, winner, e);
    throw emailConflict();
  }
};

/** The session's directory fields written (absent ones kept); the row as it now stands. */
const writeDirectoryRow = async (
  ctx: ServiceContext,
  organizationId: string,
  input: CreateEmbedSessionRequest,
) => {
  const { externalUserId, name, role, managerExternalUserId, team, department } = input;
  const given = { name, role, managerExternalUserId, team, department };
  const row = Object.fromEntries(Object.entries(given).filter(([, v]) => v !== undefined));
  await ctx.store.upsertDirectoryEntries(
    organizationId,
    [{ externalUserId, ...row }],
    ctx.clock.now(),
  );
  const entry = await ctx.store.findDirectoryEntry(organizationId, externalUserId);
  return { role: entry?.role ?? role ?? 'employee' };
};

/** Writes rows of the organisation's directory; how many were new and how many updated. */
export const putDirectory = (
  ctx: ServiceContext,
  organizationId: string,
  input: PutDirectoryRequest,
) => ctx.store.upsertDirectoryEntries(organizationId, input.employees, ctx.clock.now());

/**
 * Mints a client secret for the organisation's employee: an ordinary user token of that
 * employee, valid at most EMBED_SESSION_TTL_SECONDS (less if the server's tokens live less).
 */
export const createEmbedSession = async (
  ctx: ServiceContext,
  organizationId: string,
  input: CreateEmbedSessionRequest,
): Promise<EmbedSession> => {
  const user = await employeeUser(ctx, {
    organizationId,
    externalUserId: input.externalUserId,
    email: normalizeEmail(input.email),
    ...(input.name === undefined ? {} : { name: input.name }),
  });
  // an account promoted to administrator is no longer a portal's employee
  if (user.role !== 'user') throw conflict(NOT_AN_EMPLOYEE, {});
  const entry = await writeDirectoryRow(ctx, organizationId, input);
  const features = input.features ?? [...EMBED_FEATURES];
  const ttl = Math.min(EMBED_SESSION_TTL_SECONDS, ctx.tokens.ttlSeconds);
  const { token, expiresAt } = await ctx.tokens.issueSession(user, ttl, {
    organizationId,
    externalUserId: input.externalUserId,
    role: entry.role,
    features,
  });
  return { clientSecret: token, expiresAt: expiresAt.toISOString(), role: entry.role, features };
};

/**
 * A page of the organisation's submitted reports (wire form) within the caller's scope and
 * the query's filters, each with externalUserId: summaries, or whole (`document`, at most 10
 * a page); `pagination.nextCursor` continues below the page's last row (null when the page
 * was not full).
 */
export const listEmbedReports = async (
  ctx: ServiceContext,
  scope: OrganizationScope,
  paging: Paging,
  form: ReportListForm,
  query: EmbedReportQuery = {},
): Promise<string> => {
  const page = await ctx.store.listOrganizationReports(scope.organizationId, paging, form, {
    ...(scope.managerExternalUserId === undefined
      ? {}
      : { managerExternalUserId: scope.managerExternalUserId }),
    ...(query.team === undefined ? {} : { team: query.team }),
    ...(query.department === undefined ? {} : { department: query.department }),
    ...(query.manager === undefined ? {} : { manager: query.manager }),
    ...(query.levelFrom === undefined ? {} : { levelFrom: query.levelFrom }),
    ...(query.levelTo === undefined ? {} : { levelTo: query.levelTo }),
    ...(query.competency === undefined ? {} : { competency: query.competency }),
    ...(query.jobFamily === undefined ? {} : { jobFamily: query.jobFamily }),
    ...(query.submittedFrom === undefined ? {} : { submittedFrom: new Date(query.submittedFrom) }),
    ...(query.submittedTo === undefined ? {} : { submittedTo: new Date(query.submittedTo) }),
    ...(query.cursor === undefined ? {} : { after: decodeCursor(query.cursor) }),
  });
  const nextCursor = page.last ? encodeCursor(page.last) : null;
  const json = reportListJson(page, paging);
  return `${json.slice(0, -2)},"nextCursor":${JSON.stringify(nextCursor)}}}`;
};

/** One whole submitted report of the organisation's employees, by id; 404 otherwise. */
export const getOrganizationReport = async (
  ctx: ServiceContext,
  organizationId: string,
  id: string,
  managerExternalUserId?: string,
): Promise<string> => {
  const doc = await ctx.store.findOrganizationReportDocument(
    organizationId,
    id,
    managerExternalUserId,
  );
  if (doc === null) throw notFound(REPORT_NOT_FOUND);
  return `{"data":${doc}}`;
};
