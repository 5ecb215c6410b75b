import * as z from 'zod/mini';
import { dataResponse } from './common';
import { embedRoleSchema } from './embedRoles';

/** The most rows one `PUT /v1/embed/directory` takes. */
export const MAX_DIRECTORY_ROWS = 1000;

const portalId = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
const label = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

export const embedTeamSchema = z.object({ id: label, name: label });

/**
 * The directory fields of an employee. A field left out keeps what is stored (a new row
 * starts as an 'employee' with no manager, team or department); `null` clears manager, team
 * or department.
 */
export const directoryFields = {
  role: z.optional(embedRoleSchema),
  managerExternalUserId: z.optional(z.nullable(portalId)),
  team: z.optional(z.nullable(embedTeamSchema)),
  department: z.optional(z.nullable(label)),
};

export const MANAGER_IS_SELF = 'An employee cannot be their own manager';

/** One row of `PUT /v1/embed/directory`. */
export const directoryEmployeeSchema = z
  .object({
    externalUserId: portalId,
    name: z.optional(z.string().check(z.trim(), z.maxLength(200))),
    ...directoryFields,
  })
  .check(
    z.refine((e) => e.managerExternalUserId !== e.externalUserId, {
      message: MANAGER_IS_SELF,
      path: ['managerExternalUserId'],
    }),
  );
export type DirectoryEmployee = z.infer<typeof directoryEmployeeSchema>;

/** PUT /v1/embed/directory: 1 to 1,000 employees, each externalUserId once. */
export const putDirectoryRequestSchema = z.object({
  employees: z.array(directoryEmployeeSchema).check(
    z.minLength(1, 'employees must list at least one employee'),
    z.maxLength(MAX_DIRECTORY_ROWS, `employees may list at most ${MAX_DIRECTORY_ROWS} rows`),
    z.superRefine((rows, ctx) => {
      const seen = new Set<string>();
      for (const row of rows) {
        if (seen.has(row.externalUserId))
          ctx.addIssue({
            code: 'custom',
            message: `Duplicate externalUserId: ${row.externalUserId}`,
            input: rows,
          });
        seen.add(row.externalUserId);
      }
    }),
  ),
});
export type PutDirectoryRequest = z.infer<typeof putDirectoryRequestSchema>;

export const putDirectoryResponseSchema = dataResponse(
  z.object({ created: z.number(), updated: z.number() }),
);
export type PutDirectoryResponse = z.infer<typeof putDirectoryResponseSchema>;

/**
 * GET /v1/embed/reports and /v1/embed/report-documents: page or cursor, and filters.
 * `submittedFrom` is inclusive, `submittedTo` exclusive; `manager` is that manager's whole
 * reach; `levelFrom`/`levelTo` bound the career level (inclusive); `cursor` is the
 * `pagination.nextCursor` of the previous page (newest first).
 */
const isoInstant = z.string().check(
  z.maxLength(40),
  z.refine(
    (s) => /^\d{4}-\d{2}-\d{2}/.test(s) && !Number.isNaN(Date.parse(s)),
    'Enter an ISO date',
  ),
);

export const embedReportQuerySchema = z.object({
  page: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1))),
  team: z.optional(label),
  department: z.optional(label),
  manager: z.optional(portalId),
  levelFrom: z.optional(z.coerce.number().check(z.int())),
  levelTo: z.optional(z.coerce.number().check(z.int())),
  submittedFrom: z.optional(isoInstant),
  submittedTo: z.optional(isoInstant),
  competency: z.optional(label),
  /** A job family's catalog id among the report's role details (`details.process`). */
  jobFamily: z.optional(label),
  cursor: z.optional(z.string().check(z.maxLength(200))),
});
export type EmbedReportQuery = z.infer<typeof embedReportQuerySchema>;
