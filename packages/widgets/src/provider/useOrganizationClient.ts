import type { ApiClient } from '@rolescope/core';
import { useRolescope } from './useRolescope';

/** The organisation's calls a manager's or hr's session may make (insights, reports, reviews). */
export type OrganizationClient = Pick<
  ApiClient,
  | 'fetchEmbedInsights'
  | 'listEmbedReports'
  | 'listEmbedReportDocuments'
  | 'fetchEmbedReport'
  | 'listTeamMembers'
  | 'fetchReportReview'
  | 'saveReportReview'
>;

/**
 * The client of the organisation's endpoints, for the HR and manager widgets. It shares the
 * provider's base URL and session.
 */
export const useOrganizationClient = (): OrganizationClient => useRolescope().client;
