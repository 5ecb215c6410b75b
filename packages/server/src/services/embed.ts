import type { EmbedSession } from '@rolescope/core';
import {
  type CreateEmbedSessionRequest,
  EMBED_SESSION_TTL_SECONDS,
} from '@rolescope/core/contract';
import { randomId } from '../crypto/random';
import { conflict } from '../errors';
import type { Paging } from '../http/pagination';
import {
  NO_PASSWORD,
  type ReportListForm,
  StoreConflictError,
  type UserRecord,
} from '../store/types';
import type { ServiceContext } from './context';
import { reportListJson } from './reports';
import { normalizeEmail } from './users';

const EMAIL_OF_ANOTHER_ACCOUNT = 'This e-mail address belongs to another account';
const NOT_AN_EMPLOYEE = "This employee's account cannot be used in an embed session";

const emailConflict = () => conflict(EMAIL_OF_ANOTHER_ACCOUNT, { email: EMAIL_OF_ANOTHER_ACCOUNT });

type Employee = { organizationId: string; externalUserId: string; email: string; name?: string };

const isEmployee = (u: UserRecord, e: Employee) =>
  u.organizationId === e.organizationId && u.externalUserId === e.externalUserId;

/** The stored employee with the portal's current e-mail and name (409 if the e-mail is taken). */
const refreshed = async (ctx: ServiceContext, user: UserRecord, e: Employee) => {
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
  const ttl = Math.min(EMBED_SESSION_TTL_SECONDS, ctx.tokens.ttlSeconds);
  const { token, expiresAt } = await ctx.tokens.issueSession(user, ttl);
  return { clientSecret: token, expiresAt: expiresAt.toISOString() };
};

/**
 * A page of the organisation's submitted reports (wire form), each with externalUserId:
 * summaries, or whole (`document`, at most 10 a page).
 */
export const listEmbedReports = async (
  ctx: ServiceContext,
  organizationId: string,
  paging: Paging,
  form: ReportListForm,
): Promise<string> =>
  reportListJson(await ctx.store.listOrganizationReports(organizationId, paging, form), paging);
