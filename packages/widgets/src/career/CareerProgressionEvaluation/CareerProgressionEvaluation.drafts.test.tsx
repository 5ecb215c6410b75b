import { act, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { storedReports as storedReportsOf } from '../../test/reportsApi';
import { CareerProgressionEvaluation } from './CareerProgressionEvaluation';
import { fillGoal, rateAll, signInDemoBeforeEach } from './testHelpers';

const api = setupMockApi({ seed: true });
const SAVE = '*/api/v1/survey/save-draft';
const UPDATE = '*/api/v1/survey/update-draft';
const session = signInDemoBeforeEach(api);

type Body = {
  draftId?: string;
  draftData: { reportType: string; report: Record<string, unknown> };
};

/** Records the bodies of save-draft and update-draft (they still reach the API). */
const recordDrafts = () => {
  const calls = { save: [] as Body[], update: [] as Body[] };
  const record =
    (into: Body[]) =>
    async ({ request }: { request: Request }) => {
      into.push((await request.clone().json()) as Body);
      return undefined;
    };
  api.server.use(http.post(SAVE, record(calls.save)), http.put(UPDATE, record(calls.update)));
  return calls;
};

/** The demo user's newest reports, straight from the API. */
const storedReports = (limit: number) => storedReportsOf(api, session, limit);
const storedDraft = async (id: string) => (await storedReports(20)).find((r) => r._id === id);

describe('<CareerProgressionEvaluation /> drafts', { timeout: 30_000 }, () => {
  it('saves a draft on Next, then updates the same draft when ratings change and on leaving step 2', async () => {
    const calls = recordDrafts();
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    await screen.findByText(/From your latest competency report/);
    await fillGoal(user, 'Head of Engineering');
    expect(calls.save).toHaveLength(0);

    // Next from step 1: save-draft with the goal, quietly (the saved indicator, no toast).
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.save).toHaveLength(1));
    expect(calls.save[0]?.draftData).toMatchObject({
      reportType: 'career',
      report: { goal: { targetRole: 'Head of Engineering', targetCareerLevel: 24 } },
    });
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(screen.queryByText('Data saved')).not.toBeInTheDocument();
    const [newest] = await storedReports(1);
    expect(newest).toMatchObject({ status: 'draft', reportType: 'career' });
    const draftId = newest?._id ?? '';

    // A rating, then a quiet second: update-draft of the same draft with it.
    const [first] = await screen.findAllByRole('radiogroup', { name: /^Your current level in / });
    await user.click(within(first as HTMLElement).getByRole('radio', { name: /^Level 4/ }));
    await waitFor(() => expect(calls.update).toHaveLength(1), { timeout: 3000 });
    expect(calls.update[0]).toMatchObject({ draftId, draftData: { reportType: 'career' } });
    expect(Object.values(calls.update[0]?.draftData.report.currentLevels as object)).toEqual([4]);

    // The rest, then View Report at once: saved on leaving the step (no wait).
    await rateAll(user, 2);
    await user.click(screen.getByRole('button', { name: 'View Report' }));
    await waitFor(() => expect(calls.update).toHaveLength(2));
    expect(calls.save).toHaveLength(1);
    const stored = await storedDraft(draftId);
    expect(
      Object.values(
        (stored?.report as { currentLevels?: object } | undefined)?.currentLevels ?? {},
      ),
    ).toEqual([2, 2, 2, 2, 2, 2]);
    // The server computed the gaps of the six ratings at target level 4 (2 of 4 each: 50 %).
    expect(stored?.report).toMatchObject({
      readiness: { readinessPercent: 50, competenciesMet: 0, competenciesTotal: 6 },
    });

    // Save draft on the report: the same draft again.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(calls.update).toHaveLength(3));
    expect(calls.update[2]?.draftId).toBe(draftId);
  });

  it('saves ratings changed just before the page is left, without waiting for the quiet second', async () => {
    const calls = recordDrafts();
    const { user, unmount } = renderWithProviders(<CareerProgressionEvaluation />);
    await screen.findByText(/From your latest competency report/);
    await fillGoal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(calls.save).toHaveLength(1));
    const [first] = await screen.findAllByRole('radiogroup', { name: /^Your current level in / });
    await user.click(within(first as HTMLElement).getByRole('radio', { name: /^Level 5/ }));
    unmount(); // another route, at once
    await waitFor(() => expect(calls.update).toHaveLength(1));
    expect(Object.values(calls.update[0]?.draftData.report.currentLevels as object)).toEqual([5]);
  });

  it('does not save again when leaving step 2 with nothing changed', async () => {
    const calls = recordDrafts();
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    await screen.findByText(/From your latest competency report/);
    await fillGoal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await rateAll(user, 3);
    await user.click(screen.getByRole('button', { name: 'View Report' }));
    await waitFor(() => expect(calls.update).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Edit Assessment' }));
    await user.click(await screen.findByRole('button', { name: 'View Report' }));
    await screen.findByRole('heading', { name: 'Career Progression Report' });
    await new Promise((r) => setTimeout(r, 1200));
    expect(calls.save).toHaveLength(1);
    expect(calls.update).toHaveLength(1);
  });

  it('shows "Could not save draft" with "An error occurred" on a network error', async () => {
    api.server.use(http.post(SAVE, () => HttpResponse.error()));
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    await screen.findByText(/From your latest competency report/);
    await fillGoal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Could not save draft')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
    // The evaluation goes on: the next save tries again.
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
  });

  it('retries a failed save when the browser is back online, into one draft', async () => {
    api.server.use(http.post(SAVE, () => HttpResponse.error(), { once: true }));
    const calls = recordDrafts();
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    await screen.findByText(/From your latest competency report/);
    await fillGoal(user, 'Retried Lead');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Could not save draft')).toBeInTheDocument();
    expect(calls.save).toHaveLength(1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(calls.save).toHaveLength(2);
    expect(calls.save[1]?.draftData).toMatchObject({
      reportType: 'career',
      report: { goal: { targetRole: 'Retried Lead' } },
    });
    const drafts = (await storedReports(20)).filter(
      (r) => r.status === 'draft' && r.userFilledDetails.details?.role === 'Retried Lead',
    );
    expect(drafts).toHaveLength(1);
  });
});
