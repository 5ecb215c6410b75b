import type { Report, ReportSummary } from '@rolescope/core';
import { HttpResponse, http } from 'msw';
import type { setupMockApi } from '.';

type MockApi = ReturnType<typeof setupMockApi>;

const SAVE = '*/api/v1/survey/save-draft';
const UPDATE = '*/api/v1/survey/update-draft';
const SUBMIT = '*/api/v1/survey/send-report-to-admin';
export const REPORTS = '*/api/v1/user/fetchUserReportSummaries/*';
export const ONE_REPORT = '*/api/v1/user/fetchUserReport/:id';

/** A report's summary, as the server writes it (what the lists carry). */
export const summaryOf = (r: Report): ReportSummary => {
  const body = r.report as { goal?: { targetRole?: string } } | null | undefined;
  const targetRole = r.reportType === 'career' ? body?.goal?.targetRole?.trim() : undefined;
  const role = r.userFilledDetails.details?.role;
  return {
    _id: r._id,
    email: r.email,
    status: r.status,
    reportType: r.reportType ?? 'competency',
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
    ...(r.status === 'draft' ? { draftId: r.draftId ?? r._id } : {}),
    role: typeof role === 'string' ? role.trim() : '',
    ...(targetRole ? { targetRole } : {}),
    hasReport: r.report != null,
    ...(r.scoreDetails ? { scoreDetails: r.scoreDetails } : {}),
  };
};

/** Records the bodies of save-draft, update-draft and submit (they still reach the API). */
export const recordCalls = (api: MockApi) => {
  const calls = { save: [] as unknown[], update: [] as unknown[], submit: [] as unknown[] };
  const record =
    (into: unknown[]) =>
    async ({ request }: { request: Request }) => {
      into.push(await request.clone().json());
      return undefined;
    };
  api.server.use(
    http.post(SAVE, record(calls.save)),
    http.put(UPDATE, record(calls.update)),
    http.post(SUBMIT, record(calls.submit)),
  );
  return calls;
};

/** A user without any report: the quick job-size check stands in for the baseline. */
export const withoutReports = (api: MockApi) =>
  api.server.use(
    http.get(REPORTS, () =>
      HttpResponse.json({
        data: [],
        pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 100 },
      }),
    ),
  );

/** The signed-in user's newest `limit` reports straight from the API (newest first), whole. */
export const storedReports = async (
  api: MockApi,
  session: { token: string; email: string },
  limit = 50,
): Promise<Report[]> => {
  const headers = { authorization: `Bearer ${session.token}` };
  const res = await api.app.request(
    `/api/v1/user/fetchUserReportSummaries/${encodeURIComponent(session.email)}?page=1&limit=${limit}`,
    { headers },
  );
  const { data } = (await res.json()) as { data: ReportSummary[] };
  return Promise.all(
    data.map(async ({ _id }) => {
      const one = await api.app.request(`/api/v1/user/fetchUserReport/${_id}`, { headers });
      return ((await one.json()) as { data: Report }).data;
    }),
  );
};
