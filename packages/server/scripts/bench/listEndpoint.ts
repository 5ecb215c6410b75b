import { endpoints } from '@rolescope/core/contract';

/**
 * The list endpoint `npm run bench` loads, ours and the reference's: the summaries list (issue
 * 22's list endpoint; `'fetchUserReports'` benches the whole-body pages instead). Everything else
 * (the paths, the reference's SQL, the body check) follows.
 */
export const LIST_ENDPOINT: ListEndpoint = 'fetchUserReportSummaries';

type ListEndpoint = 'fetchUserReports' | 'fetchUserReportSummaries';

/** The path of one page of `email`'s list, from the endpoint table's row when it has one. */
export const listPath = (email: string, page: number, limit: number): string => {
  const row = (endpoints as Record<string, { path: string } | undefined>)[LIST_ENDPOINT];
  const path = row?.path ?? `/v1/user/${LIST_ENDPOINT}/:email`;
  return `/api${path.replace(':email', encodeURIComponent(email))}?page=${page}&limit=${limit}`;
};

/**
 * Each report of the page as JSON text, in the list's order (`r` is a `reports` row): the
 * whole report (`doc`, the contract JSON a trigger keeps, migration 4) or its summary
 * (`summary`, kept by the same trigger, migration 7). The bench's byte comparison of the two
 * servers' answers checks they agree before any load.
 */
const ITEM_SQL: Record<ListEndpoint, string> = {
  fetchUserReports: 'r.doc',
  fetchUserReportSummaries: 'r.summary',
};

/**
 * The reference's one statement: the session check (user `$1` with token version `$2`, token
 * id `$3` not revoked), the owner's total (the per-owner count migration 7 keeps) and the page (`$4` rows from `$5`), in one round
 * trip. No row: no such session.
 */
export const referenceSql = (): string => `
  SELECT u.report_count AS total,
         (SELECT string_agg(p.item, ',' ORDER BY p.created_at DESC, p.id DESC)
            FROM (SELECT ${ITEM_SQL[LIST_ENDPOINT]} AS item, r.created_at, r.id FROM reports r
                   WHERE r.owner_id = u.id
                   ORDER BY r.created_at DESC, r.id DESC LIMIT $4 OFFSET $5) p) AS items
    FROM users u
   WHERE u.id = $1 AND u.token_version = $2
     AND NOT EXISTS (SELECT 1 FROM revoked_tokens t WHERE t.jti = $3)`;
