import type { Report } from '@rolescope/core';
import { HttpResponse, http } from 'msw';
import type { setupMockApi } from '../../test';

type MockApi = ReturnType<typeof setupMockApi>;

const SAVE = '*/api/v1/survey/save-draft';
const UPDATE = '*/api/v1/survey/update-draft';
const SUBMIT = '*/api/v1/survey/send-report-to-admin';
export const REPORTS = '*/api/v1/user/fetchUserReports/*';

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

/** The signed-in user's reports straight from the API (newest first). */
export const storedReports = async (
  api: MockApi,
  session: { token: string; email: string },
  limit = 50,
): Promise<Report[]> => {
  const res = await api.app.request(
    `/api/v1/user/fetchUserReports/${encodeURIComponent(session.email)}?page=1&limit=${limit}`,
    { headers: { authorization: `Bearer ${session.token}` } },
  );
  return ((await res.json()) as { data: Report[] }).data;
};
