import type { SendReportRequest } from '@rolescope/core/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { asCareerDraftState } from '../../model/career/careerDraft';
import { ReportsHistory } from '../../reports';
import { renderWithProviders, setupMockApi } from '../../test';
import { recordCalls, storedReports } from '../../test/reportsApi';
import { CareerProgressionEvaluation } from './CareerProgressionEvaluation';
import { fillGoal, rateAll, signInDemoBeforeEach } from './testHelpers';

const api = setupMockApi({ seed: true });
const session = signInDemoBeforeEach(api);

const careerDraftsFor = async (role: string) =>
  (await storedReports(api, session)).filter(
    (r) =>
      r.status === 'draft' &&
      r.reportType === 'career' &&
      (r.report as { goal?: { targetRole?: string } }).goal?.targetRole === role,
  );

/** A two-page host, as the demo app's router: Reports History and the career evaluation. */
type At = { path: string; state?: unknown; key: number };
const host = { go: (_path: string, _state?: unknown) => {} };
function Pages() {
  const [at, setAt] = useState<At>({ path: '/career-progression-evaluation', key: 0 });
  useEffect(() => {
    host.go = (path, state) => setAt((prev) => ({ path, state, key: prev.key + 1 }));
  }, []);
  if (at.path === '/reports-history') return <ReportsHistory key={at.key} />;
  if (at.path === '/career-progression-evaluation') {
    return <CareerProgressionEvaluation key={at.key} initialDraft={asCareerDraftState(at.state)} />;
  }
  return <p>At {at.path}</p>;
}
const renderPages = () =>
  renderWithProviders(<Pages />, { onNavigate: (path, state) => host.go(path, state) });

type User = ReturnType<typeof renderWithProviders>['user'];

const viewReport = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'View Report' }));
  await screen.findByRole('heading', { name: 'Career Progression Report' });
};

const levelGroups = () => screen.findAllByRole('radiogroup', { name: /^Your current level in / });
describe('<CareerProgressionEvaluation /> resuming a draft', { timeout: 60_000 }, () => {
  it('resumes a career draft from Reports History, saves into the same draft and submits it away', async () => {
    const role = 'Head of Data';
    const calls = recordCalls(api);
    const { user } = renderPages();

    // A first visit: goal (saved on Next), ratings at level 2 (saved on View Report), then
    // leave for Reports History.
    await screen.findByText(/From your latest competency report/);
    await fillGoal(user, role);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await rateAll(user, 2);
    await viewReport(user);
    await waitFor(() => expect(calls.update).toHaveLength(1));
    const [saved] = await careerDraftsFor(role);
    const draftId = saved?._id ?? '';
    expect(draftId).not.toBe('');
    expect(calls.save).toHaveLength(1);
    host.go('/reports-history');

    // Complete Assessment on the career draft opens the career evaluation with it loaded.
    const row = await screen.findByRole('row', { name: new RegExp(`${role} \\[DRAFT\\]`) });
    await user.click(within(row).getByRole('button', { name: 'Complete Assessment' }));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Skill Assessment' })).toBeVisible();
    const restored = await levelGroups();
    expect(restored.length).toBeGreaterThan(0);
    for (const group of restored) {
      expect(within(group).getByRole('radio', { checked: true })).toHaveAccessibleName(
        /^Level 2\b/,
      );
    }

    // Previous shows the restored goal; Next comes back to the ratings.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Target role/ })).toHaveValue(role);
    expect(screen.getByRole('combobox', { name: 'Target career level' })).toHaveTextContent(
      'Level 24 (High)',
    );
    expect(screen.getByRole('textbox', { name: 'Motivation' })).toHaveValue('Lead a team');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const [first] = await levelGroups();
    await user.click(within(first as HTMLElement).getByRole('radio', { name: /^Level 4/ }));

    // Next and leaving the step update the resumed draft: one draft in the store, not two.
    await viewReport(user);
    await waitFor(() => expect(calls.update.length).toBeGreaterThanOrEqual(3));
    expect(calls.save).toHaveLength(1);
    for (const update of calls.update) {
      expect(update).toMatchObject({ draftId, draftData: { reportType: 'career' } });
    }
    await waitFor(async () => {
      const drafts = await careerDraftsFor(role);
      expect(drafts.map((d) => d._id)).toEqual([draftId]);
      const levels = (drafts[0]?.report as { currentLevels?: object } | undefined)?.currentLevels;
      expect(Object.values(levels ?? {})).toContain(4);
    });

    // Submit (Yes) sends the draft id and the role details; the draft is gone.
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Submit Report' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('At /thank-you')).toBeInTheDocument();
    const sent = calls.submit[0] as SendReportRequest;
    expect(sent.draftId).toBe(draftId);
    expect(sent.userFilledDetails).toEqual({
      details: {
        role,
        currentRole: 'Senior Backend Engineer',
        industryCategory: 'technology',
        currentFunction: expect.any(Array),
      },
    });
    expect(await careerDraftsFor(role)).toEqual([]);

    // Reports History: no draft left, the report listed with its role and the Career label.
    host.go('/reports-history');
    // (the cached page shows first, then the refetched one).
    const table = await screen.findByRole('table');
    await waitFor(() =>
      expect(
        within(table).queryByRole('row', { name: new RegExp(`${role} \\[DRAFT\\]`) }),
      ).toBeNull(),
    );
    const listed = await within(table).findByRole('row', { name: new RegExp(role) });
    const cells = within(listed).getAllByRole('cell');
    expect(cells[1]).toHaveTextContent(new RegExp(`^${role}$`));
    expect(cells[2]).toHaveTextContent(new RegExp(`^${role}_demo_\\d{14}Career Progression$`));
    expect(within(listed).getByRole('button', { name: 'View Report' })).toBeInTheDocument();
  });
});
