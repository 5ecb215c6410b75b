import type {
  ApiKeyRecord,
  OrganizationRecord,
  PendingRegistrationRecord,
  ReportRecord,
  UserRecord,
} from '../types';
import type { apiKeys, organizations, pendingRegistrations, reports, users } from './schema';

/** Row → record mappers: fresh objects, so callers may change what they get. */
export const toUser = (r: typeof users.$inferSelect): UserRecord => ({ ...r });

export const toPending = (
  r: typeof pendingRegistrations.$inferSelect,
): PendingRegistrationRecord => ({
  ...r,
});

export const toReport = (r: typeof reports.$inferSelect): ReportRecord => ({
  ...r,
  report: r.report ?? null,
  scoreDetails: r.scoreDetails ?? null,
});

export const toApiKey = (r: typeof apiKeys.$inferSelect): ApiKeyRecord => ({ ...r });

export const toOrganization = (r: typeof organizations.$inferSelect): OrganizationRecord => ({
  ...r,
});

const NUL = '\u0000';

/**
 * PostgreSQL rejects U+0000 in text and jsonb. Free text from clients (draft answers,
 * organisation names) may carry it, so it is replaced by U+FFFD instead of failing.
 */
export const withoutNul = <T>(value: T): T => {
  if (typeof value === 'string')
    return (value.includes(NUL) ? value.replaceAll(NUL, '\uFFFD') : value) as T;
  if (Array.isArray(value)) return value.map(withoutNul) as T;
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      // defineProperty, so a key named __proto__ stays a plain key
      Object.defineProperty(out, withoutNul(k), {
        value: withoutNul(v),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out as T;
  }
  return value;
};

/** True when `value` (JSON data) holds a U+0000 anywhere, keys included. */
export const hasNul = (value: unknown): boolean =>
  JSON.stringify(value ?? null).includes('\\u0000');
