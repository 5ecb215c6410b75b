import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { hasNul, withoutNul } from './rows';
import type { schema } from './schema';

export type SqlDatabase = PgDatabase<PgQueryResultHKT, typeof schema>;

/** JSON from clients, made storable (see `withoutNul`). */
export const json = <T>(value: T): T => (hasNul(value) ? withoutNul(value) : value);

/** Text from clients, made storable (see `withoutNul`). */
export const text = (value: string): string =>
  value.includes('\u0000') ? withoutNul(value) : value;
