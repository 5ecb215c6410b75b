import { type Report, TOKEN_KEY, USER_KEY } from '@rolescope/core';
import { MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD } from '@rolescope/server/mock';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { scoreOfReport } from '../../reports';
import { en } from '../../strings/en';
import { renderWithProviders, setupMockApi, TEST_API_BASE } from '../../test';
import { Dashboard } from './Dashboard';

const { server } = setupMockApi({ seed: true });

/** Signs the seeded demo user in (stored session) before rendering. */
const signIn = async () => {
  const res = await fetch(`${TEST_API_BASE}/v1/survey/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MOCK_DEMO_EMAIL, password: MOCK_DEMO_PASSWORD }),
  });
  const { data } = (await res.json()) as { data: { token: string; user: unknown } };
  window.localStorage.setItem(TOKEN_KEY, JSON.stringify(data.token));
  window.localStorage.setItem(USER_KEY, JSON.stringify(data.user));
};

const authHeaders = () => ({
  'content-type': 'application/json',
  authorization: `Bearer ${JSON.parse(window.localStorage.getItem(TOKEN_KEY) ?? '""')}`,
});

/** The demo user's newest completed report, from the API. */
const newestCompleted = async (): Promise<Report> => {
  const res = await fetch(
    `${TEST_API_BASE}/v1/user/fetchUserReports/${encodeURIComponent(MOCK_DEMO_EMAIL)}?page=1&limit=10`,
    { headers: authHeaders() },
  );
  const { data } = (await res.json()) as { data: Report[] };
  const found = data.find((r) => r.status === 'completed' && r.report != null);
  if (!found) throw new Error('the demo user has no completed report');
  return found;
};

/** Saves a draft of the demo user through the API; its id. */
const saveDraft = async (userFilledDetails: Record<string, unknown>): Promise<string> => {
  const res = await fetch(`${TEST_API_BASE}/v1/survey/save-draft`, {
    method: 'POST',
    headers: authHeaders(),
    body: JSON.stringify({ draftData: { userFilledDetails } }),
  });
  const { data } = (await res.json()) as { data: { draftId: string } };
  return data.draftId;
};

describe('<Dashboard />', () => {
  it('welcomes the user by name and starts a competency report', async () => {
    await signIn();
    const { user, onNavigate } = renderWithProviders(<Dashboard onViewReport={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: /^Welcome, .+/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start Now' }));
    expect(onNavigate).toHaveBeenCalledWith('/competency-evaluation', { reportType: 'competency' });
  });

  it("greets by the full name, else by the e-mail's local part", async () => {
    await signIn();
    const stored = JSON.parse(window.localStorage.getItem(USER_KEY) ?? '{}');
    window.localStorage.setItem(USER_KEY, JSON.stringify({ ...stored, name: '  Asha  Sharma ' }));
    const first = renderWithProviders(<Dashboard onViewReport={vi.fn()} />);
    expect(
      await screen.findByRole('heading', { name: 'Welcome, Asha Sharma' }),
    ).toBeInTheDocument();
    first.unmount();
    window.localStorage.setItem(USER_KEY, JSON.stringify({ ...stored, name: '' }));
    renderWithProviders(<Dashboard onViewReport={vi.fn()} />);
    const local = MOCK_DEMO_EMAIL.split('@')[0];
    expect(await screen.findByRole('heading', { name: `Welcome, ${local}` })).toBeInTheDocument();
  });

  it('See My Result opens the newest completed report', async () => {
    await signIn();
    const onViewReport = vi.fn();
    const { user } = renderWithProviders(<Dashboard onViewReport={onViewReport} />);
    await user.click(screen.getByRole('button', { name: 'See My Result' }));
    await vi.waitFor(() => expect(onViewReport).toHaveBeenCalled());
    expect(onViewReport.mock.calls[0]?.[0]).toMatchObject({ status: 'completed' });
  });

  it("shows the latest report's career level and name, category and score", async () => {
    await signIn();
    const newest = await newestCompleted();
    const score = newest.scoreDetails ?? scoreOfReport(newest);
    if (!score) throw new Error('the seeded report has no score');
    const onViewReport = vi.fn();
    const { user } = renderWithProviders(<Dashboard onViewReport={onViewReport} />);
    const card = await screen.findByRole('region', { name: 'Your latest result' });
    const level = en.resultSummary.careerLevels[String(score.careerLevel)]?.name ?? '';
    expect(
      await within(card).findByText(`Level ${score.careerLevel}, ${level}`),
    ).toBeInTheDocument();
    expect(within(card).getByText(en.resultSummary.categories[score.category].name)).toBeVisible();
    expect(within(card).getByText(String(Math.round(score.finalScore * 100) / 100))).toBeVisible();
    await user.click(within(card).getByRole('button', { name: 'See My Result' }));
    // the card reads summaries; the report itself is read whole when asked for
    await vi.waitFor(() =>
      expect(onViewReport).toHaveBeenCalledWith(
        expect.objectContaining({
          _id: newest._id,
          report: expect.anything(),
          userFilledDetails: expect.anything(),
        }),
      ),
    );
  });

  it('lists the open drafts; Continue resumes one at its step with its answers', async () => {
    await signIn();
    const created = await saveDraft({
      details: { role: 'Dashboard Draft', industryCategory: 'technology' },
      organizationDetails: { managementLevel: 'middle' },
      step: 2,
    });
    const onCompleteAssessment = vi.fn();
    const { user } = renderWithProviders(
      <Dashboard onViewReport={vi.fn()} onCompleteAssessment={onCompleteAssessment} />,
    );
    const drafts = await screen.findByRole('region', { name: 'Open drafts' });
    const item = within(drafts)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByText('Dashboard Draft'));
    if (!item) throw new Error('the new draft is not listed');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('/fetchUserReport/')) asked.push(request.url);
    });
    await user.click(within(item).getByRole('button', { name: 'Continue' }));
    await vi.waitFor(() => expect(onCompleteAssessment).toHaveBeenCalledOnce());
    server.events.removeAllListeners('request:start');
    // the draft read whole (once: hovering Continue prefetched it for the click)
    expect(asked).toEqual([expect.stringContaining(`/fetchUserReport/${created}`)]);
    expect(onCompleteAssessment).toHaveBeenCalledWith(
      expect.objectContaining({
        draftId: created,
        startStep: 2,
        details: expect.objectContaining({ role: 'Dashboard Draft' }),
        organizationDetails: { managementLevel: 'middle' },
      }),
    );
  });

  it('lists the newest 3 drafts with date and time, and links to the history for the rest', async () => {
    await signIn();
    for (const role of ['Old One', 'Old Two', 'Newer A', 'Newer B']) {
      await saveDraft({ details: { role } });
    }
    await saveDraft({ details: { role: 'Newest' }, step: 3 });
    const { user, onNavigate } = renderWithProviders(<Dashboard onViewReport={vi.fn()} />);
    const drafts = await screen.findByRole('region', { name: 'Open drafts' });
    const items = within(drafts).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Newest');
    expect(items[0]).toHaveTextContent(
      /Step 3 · Last saved \w{3} \d{1,2}, \d{4} at \d{2}:\d{2} [AP]M/,
    );
    expect(items[1]).not.toHaveTextContent(/Step/);
    const seeAll = within(drafts).getByRole('link', {
      name: /^See all \d+ drafts in your history$/,
    });
    expect(seeAll).toHaveAttribute('href', '/reports-history');
    await user.click(seeAll);
    expect(onNavigate).toHaveBeenCalledWith('/reports-history', undefined);
  });

  it('lists no drafts when there are none', async () => {
    await signIn();
    server.use(
      http.get('*/api/v1/user/fetchUserReportSummaries/*', () =>
        HttpResponse.json({
          data: [],
          pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 50 },
        }),
      ),
    );
    renderWithProviders(<Dashboard onViewReport={vi.fn()} />);
    expect(await screen.findByRole('region', { name: 'Your latest result' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Open drafts' })).not.toBeInTheDocument();
  });

  it('says so when there is no completed report yet', async () => {
    await signIn();
    server.use(
      http.get('*/api/v1/user/fetchUserReportSummaries/*', () =>
        HttpResponse.json({
          data: [],
          pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 50 },
        }),
      ),
    );
    const onViewReport = vi.fn();
    const { user } = renderWithProviders(<Dashboard onViewReport={onViewReport} />);
    await user.click(screen.getByRole('button', { name: 'See My Result' }));
    expect(await screen.findByRole('dialog', { name: 'No results yet' })).toBeInTheDocument();
    expect(onViewReport).not.toHaveBeenCalled();
  });

  it('Select Report Type: competency by default, career when chosen, Cancel closes', async () => {
    const onStart = vi.fn();
    const { user } = renderWithProviders(<Dashboard onStart={onStart} onViewReport={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Choose a report type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Select Report Type' });
    expect(screen.getByRole('radio', { name: 'Competency Report' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose a report type' }));
    await user.click(await screen.findByRole('radio', { name: 'Career Progression Report' }));
    const start = screen
      .getAllByRole('button', { name: 'Start Now' })
      .find((b) => b.closest('[role="dialog"]'));
    if (!start) throw new Error('no Start Now in the dialog');
    await user.click(start);
    expect(onStart).toHaveBeenCalledWith('career');
  });
});
