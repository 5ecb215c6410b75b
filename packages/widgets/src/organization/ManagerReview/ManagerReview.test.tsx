import type { ManagerReview as Review } from '@rolescope/core/contract';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RolescopeProvider } from '../../provider/RolescopeProvider';
import { setupMockApi, TEST_API_BASE } from '../../test';
import {
  MANAGER_NAME,
  REVIEW_PATH,
  readReviewAs,
  saveReviewAs,
  sendReportAs,
  setUpReviewOrganization,
} from '../../test/reviewOrganization';
import { ManagerReview } from './ManagerReview';

// The real API in memory, its clock running from a known morning so a date can be read back.
const START = Date.parse('2026-11-02T09:00:00.000Z');
const startedAt = Date.now();
const api = setupMockApi({
  seed: true,
  clock: { now: () => new Date(START + (Date.now() - startedAt)) },
});
/** Every request the widget made to the organisation's endpoints. */
let orgRequests: string[] = [];
/** The body of every review save that left the browser. */
let saves: Promise<unknown>[] = [];
api.server.events.on('request:start', ({ request }) => {
  const { pathname } = new URL(request.url);
  if (pathname.includes('/v1/embed/reports')) orgRequests.push(`${request.method} ${pathname}`);
  if (request.method === 'PUT' && pathname.endsWith('/review')) saves.push(request.clone().json());
});

beforeEach(() => {
  orgRequests = [];
  saves = [];
});

const renderAs = (secret: string, reportId: string, onSubmitted = vi.fn()) => {
  const user = userEvent.setup();
  render(
    <RolescopeProvider baseUrl={TEST_API_BASE} fetchClientSecret={async () => secret}>
      <ManagerReview reportId={reportId} onSubmitted={onSubmitted} />
    </RolescopeProvider>,
  );
  return { user, onSubmitted };
};

const levels = (title: string) =>
  screen.getByRole('radiogroup', { name: `Your rating of ${title}` });

const rate = async (user: ReturnType<typeof userEvent.setup>, title: string, level: number) =>
  user.click(within(levels(title)).getByRole('radio', { name: new RegExp(`^Level ${level}\\b`) }));

const openAsManager = async () => {
  const org = await setUpReviewOrganization(TEST_API_BASE);
  const rendered = renderAs(org.managerSecret, org.reportId);
  await screen.findByRole('radiogroup', { name: 'Your rating of API Design' }, { timeout: 5000 });
  return { org, ...rendered };
};

describe('<ManagerReview>', () => {
  it("shows each competency's levels with the employee's and the recommended level marked", async () => {
    const { org } = await openAsManager();
    expect(orgRequests).toContain(`GET /api/v1/embed/reports/${org.reportId}`);
    expect(screen.getByRole('heading', { name: 'Review of a competency report' })).toBeVisible();
    const api = levels('API Design');
    // The employee chose 4 and the report recommends 4: both marks are part of the name.
    expect(
      within(api).getByRole('radio', { name: /^Level 4 Recommended Employee$/ }),
    ).toHaveAttribute('aria-checked', 'false');
    const data = levels('Data Modelling');
    expect(
      within(data).getByRole('radio', { name: /^Level 3 Recommended Employee$/ }),
    ).toBeVisible();
    expect(screen.getByText('Employee: Level 4, Lead')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Comment on API Design/ })).toHaveValue('');
    expect(screen.getByText('0 of 2 competencies rated')).toBeVisible();
  });

  it('lists the competencies still unrated on Submit, and sends nothing', async () => {
    const { user } = await openAsManager();
    await rate(user, 'API Design', 3);
    expect(within(levels('API Design')).getByRole('radio', { name: /^Level 3/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Rate every competency before you submit');
    expect(within(alert).getByRole('listitem')).toHaveTextContent('Data Modelling');
    expect(alert).toHaveFocus();
    expect(levels('Data Modelling')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(saves).toEqual([]);
    // Rating it clears the message.
    await rate(user, 'Data Modelling', 2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('saves a draft with what is rated so far', async () => {
    const { user, org } = await openAsManager();
    await rate(user, 'API Design', 5);
    await user.type(screen.getByRole('textbox', { name: /Comment on API Design/ }), 'Leads design');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/^Draft saved at/)).toBeVisible();
    const draft = [{ competencyId: 'api-design', level: 5, comment: 'Leads design' }];
    expect(await Promise.all(saves)).toEqual([{ items: draft, submit: false }]);
    // The server kept it as a draft, with the manager as its reviewer.
    const stored = await readReviewAs(TEST_API_BASE, org.managerSecret, org.reportId);
    expect(stored).toMatchObject({
      status: 'draft',
      items: draft,
      reviewer: { externalUserId: 'mgr-1', name: MANAGER_NAME },
      submittedAt: null,
    });
  });

  it('submits after a confirmation, then shows the review read-only with its date', async () => {
    const { user, onSubmitted } = await openAsManager();
    await rate(user, 'API Design', 5);
    await rate(user, 'Data Modelling', 3);
    await user.type(screen.getByRole('textbox', { name: /Comment on Data Modelling/ }), 'Solid');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Submit this review?' });
    await user.click(within(confirm).getByRole('button', { name: 'Submit review' }));
    expect(await screen.findByText(new RegExp(`^Submitted by ${MANAGER_NAME} on `))).toBeVisible();
    expect(onSubmitted).toHaveBeenCalledTimes(1);
    const review = onSubmitted.mock.calls[0]?.[0] as Review;
    expect(review.status).toBe('submitted');
    expect(review.items).toEqual([
      { competencyId: 'api-design', level: 5, comment: '' },
      { competencyId: 'data-modelling', level: 3, comment: 'Solid' },
    ]);
    expect(review.submittedAt).toMatch(/^2026-11-02T/);
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit review' })).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Review of a competency report' });
    expect(within(table).getByRole('row', { name: /Data Modelling/ })).toHaveTextContent('Solid');
  });

  it('opens a submitted review read-only', async () => {
    const org = await setUpReviewOrganization(TEST_API_BASE);
    await saveReviewAs(TEST_API_BASE, org.managerSecret, org.reportId, [
      { competencyId: 'api-design', level: 4, comment: 'Good' },
      { competencyId: 'data-modelling', level: 2, comment: '' },
    ]);
    renderAs(org.managerSecret, org.reportId);
    expect(
      await screen.findByText(`Submitted by ${MANAGER_NAME} on Nov 2, 2026`, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
  });

  it('keeps every rating and comment when the server refuses with 409', async () => {
    const { user, org } = await openAsManager();
    // Meanwhile the review is submitted elsewhere (another tab): a submitted review is final.
    await saveReviewAs(TEST_API_BASE, org.managerSecret, org.reportId, [
      { competencyId: 'api-design', level: 3, comment: '' },
      { competencyId: 'data-modelling', level: 3, comment: '' },
    ]);
    await rate(user, 'API Design', 4);
    await rate(user, 'Data Modelling', 4);
    const comment = screen.getByRole('textbox', { name: /Comment on API Design/ });
    await user.type(comment, 'Typed before the refusal');
    await user.click(screen.getByRole('button', { name: 'Submit review' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Submit review' }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your review was not saved');
    expect(alert).toHaveTextContent(
      'This review has already been submitted and can no longer change.',
    );
    expect(alert).toHaveTextContent('Your ratings and comments are still here.');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(comment).toHaveValue('Typed before the refusal');
    expect(
      within(levels('Data Modelling')).getByRole('radio', { name: /^Level 4/ }),
    ).toHaveAttribute('aria-checked', 'true');
    // The review submitted first is the one kept.
    expect(await readReviewAs(TEST_API_BASE, org.managerSecret, org.reportId)).toMatchObject({
      status: 'submitted',
      items: [
        { competencyId: 'api-design', level: 3 },
        { competencyId: 'data-modelling', level: 3 },
      ],
    });
  });

  it("refuses the manager's own report", async () => {
    const org = await setUpReviewOrganization(TEST_API_BASE);
    const ownId = await sendReportAs(TEST_API_BASE, org.managerSecret);
    renderAs(org.managerSecret, ownId);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'You cannot review your own report.',
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(saveReviewAs(TEST_API_BASE, org.managerSecret, ownId, [])).rejects.toMatchObject({
      status: 403,
    });
  });

  it('says so on a 403 and on a network failure when saving, keeping the input', async () => {
    const { user } = await openAsManager();
    // The server refuses an own report as soon as it opens (above); a 403 on the save itself
    // and the outage after it are one answer each from msw, in front of the real API.
    api.server.use(
      http.put(
        REVIEW_PATH,
        () => HttpResponse.json({ message: 'You cannot review your own report' }, { status: 403 }),
        { once: true },
      ),
      http.put(REVIEW_PATH, () => HttpResponse.error(), { once: true }),
    );
    await rate(user, 'API Design', 2);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You cannot review your own report.',
    );
    // The provider did not end the session on that 403: the form is still here.
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'The server could not be reached or did not answer.',
      ),
    );
    expect(within(levels('API Design')).getByRole('radio', { name: /^Level 2/ })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it('refuses a comment over 1,000 characters before saving', async () => {
    const { user } = await openAsManager();
    const comment = screen.getByRole('textbox', { name: /Comment on API Design/ });
    await user.click(comment);
    await user.paste('x'.repeat(1001));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Shorten the comments marked below');
    expect(comment).toHaveAttribute('aria-invalid', 'true');
    expect(comment).toHaveAccessibleDescription(
      /A comment is at most 1000 characters \(1001 now\)/,
    );
    expect(saves).toEqual([]);
  });

  it('explains a report out of reach (404): someone outside the team, or no such report', async () => {
    const org = await setUpReviewOrganization(TEST_API_BASE);
    // A colleague who does not report to this manager.
    const otherId = await sendReportAs(TEST_API_BASE, await org.mint('emp-2'));
    renderAs(org.managerSecret, otherId);
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This report was not found',
    );
    await expect(
      saveReviewAs(TEST_API_BASE, org.managerSecret, otherId, [], false),
    ).rejects.toMatchObject({ status: 404 });
    cleanup();
    renderAs(org.managerSecret, '00000000-0000-4000-8000-000000000000');
    expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'This report was not found',
    );
  });

  it("shows a message to an employee's session and fetches nothing of the organisation", async () => {
    const org = await setUpReviewOrganization(TEST_API_BASE);
    orgRequests = [];
    renderAs(org.employeeSecret, org.reportId);
    expect(
      await screen.findByText(
        'Only managers can review the reports of their team.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(orgRequests).toEqual([]);
  });
});
