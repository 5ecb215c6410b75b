import type {
  CreateOrganizationRequest,
  Organization,
  OrganizationListResponse,
} from '@rolescope/core/contract';
import { randomId } from '../crypto/random';
import { notFound } from '../errors';
import { type Paging, totalPages } from '../http/pagination';
import type { OrganizationRecord } from '../store/types';
import type { ServiceContext } from './context';

const ORGANIZATION_NOT_FOUND = 'Organization not found';
export const ORGANIZATION_CREATED = 'Organization created successfully';
export const ORGANIZATION_TOGGLED = 'Organization status changed successfully';
export const ORGANIZATION_DELETED = 'Organization deleted successfully';

const toOrganization = (o: OrganizationRecord): Organization => ({
  _id: o.id,
  name: o.name,
  industryCategory: o.industryCategory,
  status: o.status,
  createdAt: o.createdAt.toISOString(),
});

export const listOrganizations = async (
  ctx: ServiceContext,
  paging: Paging,
): Promise<OrganizationListResponse> => {
  const { items, total } = await ctx.store.listOrganizations(paging);
  return {
    data: items.map(toOrganization),
    pagination: {
      total,
      totalPages: totalPages(total, paging.limit),
      currentPage: paging.page,
      limit: paging.limit,
    },
  };
};

export const createOrganization = async (ctx: ServiceContext, input: CreateOrganizationRequest) =>
  toOrganization(
    await ctx.store.createOrganization({
      id: randomId(),
      name: input.name.trim(),
      industryCategory: input.industryCategory.trim(),
      status: 'active',
      createdAt: ctx.clock.now(),
    }),
  );

/**
 * Flips the status; deactivating ends every client secret of the organisation's employees at
 * once (reactivating brings none back: the portal mints new ones).
 */
export const toggleOrganization = async (ctx: ServiceContext, id: string) => {
  const o = await ctx.store.toggleOrganizationStatus(id);
  if (!o) throw notFound(ORGANIZATION_NOT_FOUND);
  if (o.status !== 'active') await ctx.store.endOrganizationSessions(id, ctx.clock.now());
  return toOrganization(o);
};

/** Deletes it, its keys, and every client secret of its employees (ended first). */
export const deleteOrganization = async (ctx: ServiceContext, id: string) => {
  await ctx.store.endOrganizationSessions(id, ctx.clock.now());
  if (!(await ctx.store.deleteOrganization(id))) throw notFound(ORGANIZATION_NOT_FOUND);
  return { _id: id };
};
