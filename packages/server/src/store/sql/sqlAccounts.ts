import { and, count, eq, gt, gte, isNull, lt, max, min, sql } from 'drizzle-orm';
import type {
  AttemptWindow,
  LoginAttemptReservation,
  PacedReservation,
  PasswordResetTokenRecord,
  PendingAttempt,
  PendingRegistrationRecord,
} from '../types';
import { LOGIN_LOCK_CLASS, lockKey, RESET_LOCK_CLASS } from './locks';
import { toPending } from './rows';
import { loginFailures, passwordResetTokens, pendingRegistrations } from './schema';
import { type SqlDatabase, text } from './values';

/**
 * The account rules that must hold under concurrency, as single statements (or one short
 * transaction), so they hold across connections and across server processes sharing one
 * PostgreSQL database. SqlStore delegates to these.
 */

export const savePendingRegistration = async (
  db: SqlDatabase,
  record: PendingRegistrationRecord,
  replacing: string | null,
): Promise<boolean> => {
  const row = {
    ...record,
    email: text(record.email),
    mobile: text(record.mobile),
    designation: text(record.designation),
    level: text(record.level),
    functionDepartment: text(record.functionDepartment),
    name: text(record.name),
  };
  if (replacing === null) {
    const inserted = await db
      .insert(pendingRegistrations)
      .values(row)
      .onConflictDoNothing({ target: pendingRegistrations.email })
      .returning({ email: pendingRegistrations.email });
    return inserted.length > 0;
  }
  const { email, ...rest } = row;
  // Compare-and-set on the code hash: a concurrent writer changed it, so this one loses.
  const updated = await db
    .update(pendingRegistrations)
    .set(rest)
    .where(and(eq(pendingRegistrations.email, email), eq(pendingRegistrations.codeHash, replacing)))
    .returning({ email: pendingRegistrations.email });
  return updated.length > 0;
};

export const consumePendingAttempt = async (
  db: SqlDatabase,
  email: string,
  maxAttempts: number,
  now: Date,
): Promise<PendingAttempt> => {
  // One UPDATE: the row lock makes parallel statements take attempts one after another, and
  // each re-checks `attempts < max` on the row as the previous one left it.
  const [row] = await db
    .update(pendingRegistrations)
    .set({ attempts: sql`${pendingRegistrations.attempts} + 1` })
    .where(
      and(
        eq(pendingRegistrations.email, text(email)),
        lt(pendingRegistrations.attempts, maxAttempts),
        gt(pendingRegistrations.expiresAt, now),
      ),
    )
    .returning();
  if (row) return { consumed: true, pending: toPending(row) };
  // Nothing consumed: read what is there only to tell the caller why.
  const [current] = await db
    .select()
    .from(pendingRegistrations)
    .where(eq(pendingRegistrations.email, text(email)))
    .limit(1);
  return { consumed: false, pending: current ? toPending(current) : null };
};

export const createPasswordResetToken = (
  db: SqlDatabase,
  record: PasswordResetTokenRecord,
  since: Date,
): Promise<boolean> =>
  db.transaction(async (tx) => {
    // Two INSERT ... WHERE NOT EXISTS in parallel would both see no recent token: the lock
    // makes the second wait and then see the first one's row.
    await lockKey(tx, RESET_LOCK_CLASS, record.userId);
    const [recent] = await tx
      .select({ one: sql`1` })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.userId, record.userId),
          gt(passwordResetTokens.createdAt, since),
        ),
      )
      .limit(1);
    if (recent) return false;
    await tx.insert(passwordResetTokens).values(record);
    return true;
  });

export const consumePasswordResetToken = async (
  db: SqlDatabase,
  tokenHash: string,
  now: Date,
): Promise<string | null> => {
  const owner = db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, text(tokenHash)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  // Marks every unused token of the token's owner used, this one included. Of parallel
  // consumptions (of this token or a sibling) the first takes the rows; the others find
  // them used when they get the row locks and update nothing.
  const rows = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(isNull(passwordResetTokens.usedAt), eq(passwordResetTokens.userId, sql`(${owner})`)))
    .returning({ userId: passwordResetTokens.userId, tokenHash: passwordResetTokens.tokenHash });
  return rows.find((r) => r.tokenHash === tokenHash)?.userId ?? null;
};

export const reserveLoginAttempt = (
  db: SqlDatabase,
  key: string,
  at: Date,
  since: Date,
  max: number,
): Promise<LoginAttemptReservation> =>
  db.transaction(async (tx) => {
    // Count-then-insert is safe only one at a time per key.
    await lockKey(tx, LOGIN_LOCK_CLASS, key);
    const [row] = await tx
      .select({ n: count(), oldest: min(loginFailures.at) })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, text(key)), gte(loginFailures.at, since)));
    if (Number(row?.n ?? 0) >= max) {
      return { reserved: false, oldest: row?.oldest ? new Date(row.oldest) : at };
    }
    await tx.insert(loginFailures).values({ key: text(key), at });
    return { reserved: true };
  });

export const reservePacedAttempt = (
  db: SqlDatabase,
  key: string,
  at: Date,
  since: Date,
  waitMs: (window: AttemptWindow) => number,
): Promise<PacedReservation> =>
  db.transaction(async (tx) => {
    // The same lock as reserveLoginAttempt: one decision at a time per key.
    await lockKey(tx, LOGIN_LOCK_CLASS, key);
    const [row] = await tx
      .select({ n: count(), oldest: min(loginFailures.at), newest: max(loginFailures.at) })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, text(key)), gte(loginFailures.at, since)));
    const wait = waitMs({
      count: Number(row?.n ?? 0),
      oldest: row?.oldest ? new Date(row.oldest) : null,
      newest: row?.newest ? new Date(row.newest) : null,
    });
    if (wait > 0) return { reserved: false, retryAfterMs: wait };
    await tx.insert(loginFailures).values({ key: text(key), at });
    return { reserved: true };
  });

/**
 * Takes back one attempt of `key` recorded at `at`, under the key's lock: concurrent sign-ins
 * from one address often share the millisecond, and two unlocked releases could pick the same
 * row, delete it once and leave a success counted as a failure for the whole window.
 */
export const releaseLoginAttempt = (db: SqlDatabase, key: string, at: Date) =>
  db.transaction(async (tx) => {
    await lockKey(tx, LOGIN_LOCK_CLASS, key);
    const one = tx
      .select({ id: loginFailures.id })
      .from(loginFailures)
      .where(and(eq(loginFailures.key, text(key)), eq(loginFailures.at, at)))
      .limit(1);
    await tx.delete(loginFailures).where(eq(loginFailures.id, sql`(${one})`));
  });
