import type { TeamMember, TeamSortKey } from '@rolescope/core/contract';

/** What the store is asked for one page of people (see listTeamMembers). */
export type TeamMembersRequest = {
  organizationId: string;
  /** Only this manager's reach (by externalUserId); absent: the whole directory. */
  managerExternalUserId?: string;
  team?: string;
  department?: string;
  sort: TeamSortKey;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
};

/** One page of people in wire form, and how many match in all. */
export type TeamMembersPage = { members: TeamMember[]; total: number };

/** Status ranks for sorting: never evaluated first in ascending order. */
export const STATUS_RANK = { 'never-evaluated': 0, draft: 1, submitted: 2 } as const;

export interface TeamStore {
  /**
   * The organisation's directory entries (in the manager's reach, when given), each with the
   * latest submitted report of its user and whether a newer draft exists, sorted and paged in
   * one read: rows without a value for the sorted column last in both orders, ties by name
   * (code-unit order, case-insensitive), then externalUserId.
   */
  listTeamMembers(request: TeamMembersRequest): Promise<TeamMembersPage>;
}
