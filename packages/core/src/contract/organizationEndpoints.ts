import {
  embedReportListResponseSchema,
  embedReportResponseSchema,
  embedReportSummaryListResponseSchema,
} from './embed';
import { embedReportQuerySchema } from './embedDirectory';
import type { Endpoint } from './endpoint';
import { insightsQuerySchema, insightsResponseSchema } from './insights';

/**
 * The endpoint table's rows of an organisation's reader (`organization`): its API key, or the
 * client secret of a manager's or hr's embed session (a manager reads only their reach).
 */
export const organizationEndpoints = {
  /**
   * A page of summaries of the organisation's submitted reports (no bodies), newest first,
   * each with externalUserId; at most 100.
   */
  listEmbedReports: {
    method: 'GET',
    path: '/v1/embed/reports',
    access: 'organization',
    query: embedReportQuerySchema,
    response: embedReportSummaryListResponseSchema,
  },
  /** The organisation's submitted reports read whole, newest first; at most 10 a page. */
  listEmbedReportDocuments: {
    method: 'GET',
    path: '/v1/embed/report-documents',
    access: 'organization',
    query: embedReportQuerySchema,
    response: embedReportListResponseSchema,
  },
  /** One whole submitted report of the organisation, by id, with externalUserId; else 404. */
  fetchEmbedReport: {
    method: 'GET',
    path: '/v1/embed/reports/:id',
    access: 'organization',
    response: embedReportResponseSchema,
  },
  /**
   * The organisation's evaluation figures for a period of whole months and the period before
   * it, computed by the database (`groupBy` adds one entry per team or department). Counts
   * reports submitted in each period; a report counts under its employee's team and
   * department at submission. The organisation's key and hr sessions read the whole
   * organisation, a manager's session only their reach; an employee's session is a 403.
   */
  fetchEmbedInsights: {
    method: 'GET',
    path: '/v1/embed/insights',
    access: 'organization',
    feature: 'insights',
    query: insightsQuerySchema,
    response: insightsResponseSchema,
  },
  /**
   * An organisation's evaluation figures, for the administrator: the answer of
   * fetchEmbedInsights for the whole organisation, with the same query; 404 for an unknown
   * organisation. A row of this table (not the person's) so that no other page ships the
   * insights schemas.
   */
  fetchOrganizationInsights: {
    method: 'GET',
    path: '/v1/admin/organizations/:id/insights',
    access: 'admin',
    query: insightsQuerySchema,
    response: insightsResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
