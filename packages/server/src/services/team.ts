import type { TeamMemberListResponse, TeamQuery } from '@rolescope/core/contract';
import type { OrganizationScope } from '../http/organizationScope';
import { paging, totalPages } from '../http/pagination';
import type { ServiceContext } from './context';

/**
 * A page of the people in the caller's scope (a manager: their reach; hr or the key: the
 * organisation's directory) with status and latest submitted report, sorted by the store.
 */
export const listTeamMembers = async (
  ctx: ServiceContext,
  scope: OrganizationScope,
  query: TeamQuery,
): Promise<TeamMemberListResponse> => {
  const { page, limit, offset } = paging(query);
  const { members, total } = await ctx.store.listTeamMembers({
    organizationId: scope.organizationId,
    ...(scope.managerExternalUserId !== undefined && {
      managerExternalUserId: scope.managerExternalUserId,
    }),
    ...(query.team !== undefined && { team: query.team }),
    ...(query.department !== undefined && { department: query.department }),
    sort: query.sort ?? 'name',
    order: query.order ?? 'asc',
    limit,
    offset,
  });
  return {
    data: members,
    pagination: { total, totalPages: totalPages(total, limit), currentPage: page, limit },
  };
};
