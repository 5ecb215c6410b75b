import * as z from 'zod/mini';
import {
  deletedResponseSchema,
  organizationListResponseSchema,
  organizationResponseSchema,
} from '../contract/admin';
import { loginResponseSchema, verifyOtpResponseSchema } from '../contract/auth';
import {
  catalogFunctionSchema,
  competencyLevelItemSchema,
  competencyOptionSchema,
  industryCategorySchema,
  jobFamilySchema,
} from '../contract/catalog';
import { dataResponse, healthResponseSchema, messageResponseSchema } from '../contract/common';
import type { EndpointName } from '../contract/endpoints';
import {
  draftIdResponseSchema,
  reportListResponseSchema,
  sendReportResponseSchema,
} from '../contract/reports';
import { type ApiClientConfig, type CallInput, createRequest } from './request';
import type { ApiClient } from './types';

const list = <T extends z.ZodMiniType>(item: T) => dataResponse(z.array(item));
const jobFamilies = list(jobFamilySchema);
const functions = list(catalogFunctionSchema);
const competencyOptions = list(competencyOptionSchema);

/** How a method's first argument becomes the request: none (only options), a body, an id, paging. */
type Shape = 'none' | 'body' | 'id' | 'page' | 'email';

const table: Record<EndpointName, readonly [z.ZodMiniType, Shape]> = {
  initiateRegistration: [messageResponseSchema, 'body'],
  verifyOtp: [verifyOtpResponseSchema, 'body'],
  login: [loginResponseSchema, 'body'],
  forgotPassword: [messageResponseSchema, 'body'],
  resetPassword: [messageResponseSchema, 'body'],
  logout: [messageResponseSchema, 'none'],
  saveDraft: [draftIdResponseSchema, 'body'],
  updateDraft: [draftIdResponseSchema, 'body'],
  deleteDraft: [messageResponseSchema, 'id'],
  sendReportToAdmin: [sendReportResponseSchema, 'body'],
  fetchUserReports: [reportListResponseSchema, 'email'],
  getIndustryCategories: [list(industryCategorySchema), 'none'],
  getJobFamilyProcess: [jobFamilies, 'id'],
  getDomainJobFamilyProcess: [jobFamilies, 'id'],
  getFunctions: [functions, 'body'],
  getDomainFunctions: [functions, 'body'],
  getFunctionalCompetencies: [competencyOptions, 'body'],
  getDomainCompetencies: [competencyOptions, 'body'],
  calculateCompetencyLevel: [list(competencyLevelItemSchema), 'body'],
  listOrganizations: [organizationListResponseSchema, 'page'],
  createOrganization: [organizationResponseSchema, 'body'],
  toggleOrganizationStatus: [organizationResponseSchema, 'id'],
  deleteOrganization: [deletedResponseSchema, 'id'],
  listAllReports: [reportListResponseSchema, 'page'],
  health: [healthResponseSchema, 'none'],
};

const toInput = (shape: Shape, arg: unknown): CallInput => {
  if (shape === 'body') return { body: arg };
  if (shape === 'id') return { params: { id: arg as string } };
  const { email, page, limit } = (arg ?? {}) as { email: string; page?: number; limit?: number };
  return { ...(shape === 'email' ? { params: { email } } : {}), query: { page, limit } };
};

/**
 * A typed client for every endpoint of the HTTP contract (api-contract.md); see
 * `ApiClient` for what each method sends, resolves to and rejects with.
 */
export const createApiClient = (config: ApiClientConfig): ApiClient => {
  const call = createRequest(config);
  const client: Record<string, unknown> = {};
  for (const [name, [schema, shape]] of Object.entries(table)) {
    client[name] = (arg: unknown, options: unknown) =>
      shape === 'none'
        ? call(name as EndpointName, schema, {}, arg as never)
        : call(name as EndpointName, schema, toInput(shape, arg), options as never);
  }
  return client as unknown as ApiClient;
};
