import { apiOf, registerByApi, seedWorkedExampleReport } from './support/career';
import { expect, test } from './support/fixtures';

type Summary = { _id: string; status: string; createdAt: string };

test('a report submitted from a resumed draft is dated when it was submitted', async ({ page }) => {
  const account = await registerByApi(page, 'dated');
  const api = await apiOf(page.request, account);
  const { draftId } = await api.post<{ draftId: string }>('/v1/survey/save-draft', {
    draftData: { details: { role: 'Dated Analyst' } },
  });
  const find = async () =>
    (
      await api.get<Summary[]>(
        `/v1/user/fetchUserReportSummaries/${encodeURIComponent(account.email)}`,
      )
    ).find((r) => r._id === draftId);
  const begun = new Date((await find())?.createdAt ?? 0).getTime();

  await page.waitForTimeout(1_500);
  const before = Date.now();
  await seedWorkedExampleReport(api, account.email, 'Dated Analyst', draftId);
  const submitted = await find();
  expect(submitted?.status).toBe('completed');
  const dated = new Date(submitted?.createdAt ?? 0).getTime();
  expect(dated).toBeGreaterThanOrEqual(before - 100);
  expect(dated - begun).toBeGreaterThanOrEqual(1_400);
});
