import { messageResponseSchema, pageQuerySchema } from './common';
import type { Endpoint } from './endpoint';
import {
  draftIdResponseSchema,
  reportListQuerySchema,
  reportListResponseSchema,
  reportResponseSchema,
  reportSummaryListResponseSchema,
  saveDraftRequestSchema,
  sendReportRequestSchema,
  sendReportResponseSchema,
  updateDraftRequestSchema,
} from './reports';

/**
 * The endpoint table's rows of a signed-in user's drafts and reports.
 */
export const reportEndpoints = {
  /** Saves a new draft of the caller's. */
  saveDraft: {
    method: 'POST',
    path: '/v1/survey/save-draft',
    feature: 'submit',
    body: saveDraftRequestSchema,
    response: draftIdResponseSchema,
    status: 201,
  },
  /** Replaces a draft of the caller's. */
  updateDraft: {
    method: 'PUT',
    path: '/v1/survey/update-draft',
    feature: 'submit',
    body: updateDraftRequestSchema,
    response: draftIdResponseSchema,
  },
  /** Deletes a draft of the caller's, by id. */
  deleteDraft: {
    method: 'DELETE',
    path: '/v1/survey/delete-draft/:id',
    feature: 'submit',
    response: messageResponseSchema,
  },
  /** Submits a report; the server recomputes its score. */
  sendReportToAdmin: {
    method: 'POST',
    path: '/v1/survey/send-report-to-admin',
    feature: 'submit',
    body: sendReportRequestSchema,
    response: sendReportResponseSchema,
    status: 201,
  },
  /**
   * A page of the caller's drafts and reports (an admin may read anyone's); the server
   * defaults page 1, limit 10.
   */
  fetchUserReports: {
    method: 'GET',
    path: '/v1/user/fetchUserReports/:email',
    feature: 'history',
    query: pageQuerySchema,
    response: reportListResponseSchema,
  },
  /**
   * A page of summaries of the caller's drafts and reports (an admin may read anyone's):
   * what a list shows, without the bodies (`fetchUserReport` reads one whole). Newest first,
   * or the whole list by `sort` (role, reportName, createdAt) and `order` (asc, desc); the
   * server defaults page 1, limit 10 (at most 100).
   */
  fetchUserReportSummaries: {
    method: 'GET',
    path: '/v1/user/fetchUserReportSummaries/:email',
    feature: 'history',
    query: reportListQuerySchema,
    response: reportSummaryListResponseSchema,
  },
  /** One whole draft or report of the caller's, by id (an admin may read anyone's); else 404. */
  fetchUserReport: {
    method: 'GET',
    path: '/v1/user/fetchUserReport/:id',
    response: reportResponseSchema,
  },
} as const satisfies Record<string, Endpoint>;
