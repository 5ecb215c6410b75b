import { StoreConflictError } from '../types';

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

/** An error without the query's parameters (Drizzle puts them in its message). */
export const cleanError = (e: unknown): unknown => {
  if (e instanceof StoreConflictError) return e;
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
