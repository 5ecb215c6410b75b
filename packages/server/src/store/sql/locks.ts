import { sql } from 'drizzle-orm';
import { type SqlDatabase, text } from './values';

/**
 * The first keys of the two-key advisory locks that serialise a check-then-insert per key
 * (the second is the key's hash): login attempts per throttle key, reset links per account,
 * drafts per owner, submitted reports per organisation and owner. Two-key locks never collide with the one-key migration lock.
 */
export const LOGIN_LOCK_CLASS = 727_002;
export const RESET_LOCK_CLASS = 727_003;
export const DRAFTS_LOCK_CLASS = 727_004;
export const SUBMISSIONS_LOCK_CLASS = 727_005;

export type Transaction = Parameters<Parameters<SqlDatabase['transaction']>[0]>[0];

/**
 * Waits for the transaction's turn on one key (released at commit): parallel callers, from
 * any connection or process, go one at a time, and in READ COMMITTED each next statement
 * sees the rows committed before it.
 */
export const lockKey = (tx: Transaction, lockClass: number, key: string) =>
  tx.execute(
    sql`select pg_advisory_xact_lock(${sql.raw(String(lockClass))}, hashtext(${text(key)}))`,
  );
