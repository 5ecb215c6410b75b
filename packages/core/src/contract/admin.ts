import * as z from 'zod/mini';
import { dataResponse, idSchema, isoDateSchema } from './common';

export const organizationStatusSchema = z.enum(['active', 'inactive']);
export type OrganizationStatus = z.infer<typeof organizationStatusSchema>;

export const organizationSchema = z.object({
  _id: idSchema,
  name: z.string(),
  industryCategory: z.string(),
  status: organizationStatusSchema,
  createdAt: isoDateSchema,
});
export type Organization = z.infer<typeof organizationSchema>;

/** POST /v1/admin/organizations */
export const createOrganizationRequestSchema = z.object({
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Organization name is required'), z.maxLength(200)),
  industryCategory: z
    .string()
    .check(z.trim(), z.minLength(1, 'Industry category is required'), z.maxLength(200)),
});
export type CreateOrganizationRequest = z.infer<typeof createOrganizationRequestSchema>;

export const organizationPaginationSchema = z.object({
  total: z.number(),
  totalPages: z.number(),
  currentPage: z.number(),
  limit: z.number(),
});
export type OrganizationPagination = z.infer<typeof organizationPaginationSchema>;

/** GET /v1/admin/organizations */
export const organizationListResponseSchema = z.object({
  data: z.array(organizationSchema),
  pagination: organizationPaginationSchema,
  message: z.optional(z.string()),
});
export type OrganizationListResponse = z.infer<typeof organizationListResponseSchema>;

export const organizationResponseSchema = dataResponse(organizationSchema);
export const deletedResponseSchema = dataResponse(z.object({ _id: idSchema }));
