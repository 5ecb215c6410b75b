import { eq, sql } from 'drizzle-orm';
import type { ReportOrder } from '../records';
import { users } from './schema';
import { type SqlDatabase, text } from './values';

/**
 * The ORDER BY of one owner's list in `order` (the memory store's `sortReports`): the role
 * lower-cased and compared by code point (`collate "C"`, the same in every database), ties
 * newest first. Built from fixed texts only, never from the request.
 */
const ownerOrderBy = (order: ReportOrder) => {
  const dir = order.direction === 'asc' ? 'asc' : 'desc';
  const role = `lower(r.summary::json->>'role') collate "C" ${dir}`;
  const created = `r.created_at ${dir}`;
  const keys =
    order.key === 'createdAt' ? [created] : order.key === 'role' ? [role] : [role, created];
  return sql.raw([...keys, 'r.created_at desc', 'r.id desc'].join(', '));
};

/**
 * A page of one owner's reports (`doc` or `summary` JSON) in another order than newest first,
 * with the same session fields as the prepared `ownerPage`. Each row is numbered in the
 * whole list's order before the page is cut, and the page is joined in that order. Not a
 * prepared statement: sorting is rare beside the default list, and one owner's reports are
 * few (the owner index narrows them before the sort).
 */
export const sortedOwnerPage = (
  db: SqlDatabase,
  column: 'doc' | 'summary',
  args: { ownerId: string; jti: string; limit: number; offset: number; order: ReportOrder },
) => {
  const source = sql.raw(`r.${column}`);
  const orderBy = ownerOrderBy(args.order);
  return db
    .select({
      id: users.id,
      email: users.email,
      role: users.role,
      tokenVersion: users.tokenVersion,
      revoked: sql<boolean>`exists (select 1 from revoked_tokens t where t.jti = ${text(args.jti)})`,
      total: sql<number>`users.report_count`,
      items: sql<string | null>`(select string_agg(p.v, ',' order by p.n)
        from (select ${source} as v, row_number() over (order by ${orderBy}) as n
              from reports r where r.owner_id = ${text(args.ownerId)}
              order by ${orderBy}
              limit ${args.limit} offset ${args.offset}) p)`,
    })
    .from(users)
    .where(eq(users.id, text(args.ownerId)));
};
