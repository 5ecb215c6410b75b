import { describe, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import type { LoginRequest, LoginResponse } from '../contract/auth';
import type { CatalogFunction, GetFunctionsRequest, IndustryCategory } from '../contract/catalog';
import type { MessageResponse, PageQuery } from '../contract/common';
import type { ReportListResponse, saveDraftRequestSchema } from '../contract/reports';
import type { CallOptions } from './callInput';
import type { ApiClient, DataResponse } from './types';

// Checked by `tsc`: the signatures the widgets call, derived from the endpoint table.
describe('ApiClient types', () => {
  it('derives each method’s arguments and result from its row', () => {
    expectTypeOf<ApiClient['login']>().toEqualTypeOf<
      (body: LoginRequest, options?: CallOptions) => Promise<LoginResponse>
    >();
    // a body is what the caller sends: the schema's input (before its transforms)
    expectTypeOf<ApiClient['saveDraft']>()
      .parameter(0)
      .toEqualTypeOf<z.input<typeof saveDraftRequestSchema>>();
    expectTypeOf<ApiClient['deleteDraft']>().toEqualTypeOf<
      (value: string, options?: CallOptions) => Promise<MessageResponse>
    >();
    expectTypeOf<ApiClient['logout']>().toEqualTypeOf<
      (options?: CallOptions) => Promise<MessageResponse>
    >();
    expectTypeOf<ApiClient['getIndustryCategories']>().returns.resolves.toEqualTypeOf<{
      data: IndustryCategory[];
      message?: string | undefined;
    }>();
    expectTypeOf<ApiClient['getFunctions']>().toEqualTypeOf<
      (
        body: GetFunctionsRequest,
        options?: CallOptions,
      ) => Promise<{ data: CatalogFunction[]; message?: string | undefined }>
    >();
    expectTypeOf<ApiClient['listOrganizations']>()
      .parameter(0)
      .toEqualTypeOf<PageQuery | undefined>();
    expectTypeOf<
      ApiClient['fetchUserReports']
    >().returns.resolves.toEqualTypeOf<ReportListResponse>();
    expectTypeOf<Parameters<ApiClient['fetchUserReports']>[0]>().toEqualTypeOf<
      { email: string } & PageQuery
    >();
    expectTypeOf<Awaited<ReturnType<ApiClient['deleteOrganization']>>>().toExtend<
      DataResponse<{ _id: string }>
    >();
  });
});
