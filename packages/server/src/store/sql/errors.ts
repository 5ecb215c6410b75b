import { StoreConflictError, StoreUnavailableError } from '../types';

type DbError = { code?: string; constraint?: string; message?: string; detail?: string };

/** The driver's own error (pg or PGlite), found under Drizzle's wrapper. */
const driverError = (e: unknown): DbError | undefined => {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    if (typeof (cur as DbError).code === 'string') return cur as DbError;
    cur = (cur as { cause?: unknown }).cause;
  }
  return undefined;
};

/**
 * A unique violation on users' e-mail, mobile or (organisation, externalUserId) as
 * StoreConflictError; anything else as is.
 */
export const asConflict = (e: unknown): unknown => {
  const err = driverError(e);
  if (err?.code !== '23505') return e;
  const where = `${err.constraint ?? ''} ${err.detail ?? ''} ${err.message ?? ''}`;
  if (where.includes('users_organization_external_key')) {
    return new StoreConflictError('externalUserId');
  }
  if (where.includes('users_mobile_key')) return new StoreConflictError('mobile');
  if (where.includes('users_email_key')) return new StoreConflictError('email');
  return e;
};

/** A foreign key violation (the row a write points at is gone). */
export const isForeignKeyViolation = (e: unknown): boolean => driverError(e)?.code === '23503';

// Socket errors, and PostgreSQL's classes 08 (connection exception) and 57P0x (the server
// shutting down, restarting or not yet accepting connections).
const UNREACHABLE_CODE =
  /^(?:E(?:CONNREFUSED|CONNRESET|PIPE|TIMEDOUT|HOSTUNREACH|NETUNREACH|AI_AGAIN)|08\w{3}|57P0[1-3])$/;
// pg's own errors when a connection dies under a query carry no code.
const UNREACHABLE_MESSAGE =
  /Connection terminated|not queryable|Connection ended|timeout exceeded when trying to connect/i;

const isUnreachable = (e: unknown): boolean => {
  let cur: unknown = e;
  for (let i = 0; i < 5 && cur && typeof cur === 'object'; i++) {
    const { code, message } = cur as DbError;
    if (typeof code === 'string' && UNREACHABLE_CODE.test(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    cur = (cur as { cause?: unknown }).cause;
  }
  return false;
};

/**
 * An error without the query's parameters (Drizzle puts them in its message); a database that
 * cannot be reached as StoreUnavailableError.
 */
export const cleanError = (e: unknown): unknown => {
  if (e instanceof StoreConflictError || e instanceof StoreUnavailableError) return e;
  if (isUnreachable(e)) return new StoreUnavailableError();
  const err = driverError(e);
  if (err) {
    const clean = new Error(`Database error ${err.code}: ${err.message ?? 'query failed'}`);
    clean.name = 'DatabaseError';
    return clean;
  }
  if (e instanceof Error && e.message.startsWith('Failed query')) {
    const clean = new Error('Database query failed');
    clean.name = 'DatabaseError';
    return clean;
  }
  return e;
};
