import { endpoints } from '@rolescope/core';

/**
 * The list endpoint `npm run bench` loads, ours and the reference's. THE ONE LINE TO CHANGE to
 * bench the summaries list (issue 22): `'fetchUserReportSummaries'` once that row is in core's
 * endpoint table. Everything else (the paths, the reference's SQL, the body check) follows.
 */
export const LIST_ENDPOINT: ListEndpoint = 'fetchUserReports';

type ListEndpoint = 'fetchUserReports' | 'fetchUserReportSummaries';

/** The path of one page of `email`'s list, from the endpoint table's row when it has one. */
export const listPath = (email: string, page: number, limit: number): string => {
  const row = (endpoints as Record<string, { path: string } | undefined>)[LIST_ENDPOINT];
  const path = row?.path ?? `/v1/user/${LIST_ENDPOINT}/:email`;
  return `/api${path.replace(':email', encodeURIComponent(email))}?page=${page}&limit=${limit}`;
};

/**
 * Each report of the page as JSON text, in the list's order (`r` is a `reports` row): the
 * whole report (`doc`, the contract JSON a trigger keeps, migration 4) or its summary.
 * The summary mirrors the fields helper A's endpoint answers
 * (`_id,email,status,reportType,createdAt,updatedAt,draftId?,role,targetRole?,hasReport`);
 * if its role/targetRole sources differ, the bench's byte comparison of the two servers'
 * answers says so before any load.
 */
const ITEM_SQL: Record<ListEndpoint, string> = {
  fetchUserReports: 'r.doc',
  fetchUserReportSummaries: `'{"_id":' || to_json(r.id)::text
    || ',"email":' || to_json(r.email)::text
    || ',"status":' || to_json(r.status)::text
    || ',"reportType":' || to_json(r.report_type)::text
    || ',"createdAt":"' || to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || ',"updatedAt":"' || to_char(r.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"'
    || CASE WHEN r.status = 'draft' THEN ',"draftId":' || to_json(r.id)::text ELSE '' END
    || ',"role":' || to_json(coalesce(r.user_filled_details->'details'->>'role', ''))::text
    || coalesce(',"targetRole":' || to_json(r.user_filled_details->'careerGoal'->>'targetRole')::text, '')
    || ',"hasReport":' || CASE WHEN r.report IS NULL OR json_typeof(r.report) = 'null' THEN 'false' ELSE 'true' END
    || '}'`,
};

/**
 * The reference's one statement: the session check (user `$1` with token version `$2`, token
 * id `$3` not revoked), the owner's total and the page (`$4` rows from `$5`), in one round
 * trip. No row: no such session.
 */
export const referenceSql = (): string => `
  SELECT (SELECT count(*)::int FROM reports r WHERE r.owner_id = u.id) AS total,
         (SELECT string_agg(p.item, ',' ORDER BY p.created_at DESC, p.id DESC)
            FROM (SELECT ${ITEM_SQL[LIST_ENDPOINT]} AS item, r.created_at, r.id FROM reports r
                   WHERE r.owner_id = u.id
                   ORDER BY r.created_at DESC, r.id DESC LIMIT $4 OFFSET $5) p) AS items
    FROM users u
   WHERE u.id = $1 AND u.token_version = $2
     AND NOT EXISTS (SELECT 1 FROM revoked_tokens t WHERE t.jti = $3)`;
