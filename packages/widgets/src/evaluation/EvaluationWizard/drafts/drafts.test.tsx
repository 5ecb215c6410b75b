import {
  effectivenessQuestions,
  impactQuestions,
  responsibilityQuestions,
} from '@rolescope/core/options';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { toNavigationState } from '../../../model/evaluation/wizardData';
import { completeAssessmentState } from '../../../model/reports/draftState';
import { renderWithProviders, setupMockApi } from '../../../test';
import { EvaluationWizard } from '../EvaluationWizard';
import { workedExample } from '../fixtures';
import { DEMO, signedInDemo } from '../testSession';
import { StandInsWrapper } from '../testStandIns';
import { answerStep } from '../testSteps';
import { localDraftKey } from './localDraft';

const api = setupMockApi({ seed: true });

/** The wizard with stand-ins for the parts built in other folders (tested there). */
const renderWizard: typeof renderWithProviders = (ui, options) =>
  renderWithProviders(<StandInsWrapper>{ui}</StandInsWrapper>, options);

/** Records the draft calls the wizard makes. */
const recordDraftCalls = () => {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.includes('draft')) calls.push(`${request.method} ${path.replace(/^.*\/v1/, '')}`);
  };
  api.server.events.on('request:start', listener);
  return calls;
};

const draftsWithRole = async (
  client: Awaited<ReturnType<typeof signedInDemo>>['client'],
  role: string,
) => {
  const list = await client.fetchUserReports({ email: DEMO.email, page: 1, limit: 100 });
  return list.data.filter((r) => r.userFilledDetails.details?.role === role);
};

const withRole = (role: string) =>
  toNavigationState({
    ...workedExample,
    details: { ...workedExample.details, role },
    roleAndResponsibilities: {},
    roleEffectiveness: {},
    rolesImpact: {},
  });

describe('<EvaluationWizard /> drafts', () => {
  it('creates the draft on the first Save & Next and updates it afterwards', async () => {
    const session = await signedInDemo();
    const calls = recordDraftCalls();
    const { user } = renderWizard(<EvaluationWizard />, session);
    await user.type(screen.getByLabelText('Role'), 'Draft Typist');
    await user.click(screen.getByRole('button', { name: 'Fill role details' }));
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    // The quiet saved indicator, not a toast (autosaves never toast: docs/toasts.md).
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(screen.queryByText('Data saved')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Your data has been saved as draft successfully.'),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fill organization details' }));
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(screen.queryByText('Saving...')).not.toBeInTheDocument());
    expect(calls).toEqual(['POST /survey/save-draft', 'PUT /survey/update-draft']);
    const drafts = await draftsWithRole(session.client, 'Draft Typist');
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.status).toBe('draft');
    expect(drafts[0]?.userFilledDetails.organizationDetails).toMatchObject({
      customerScope: 'national',
      employees: '201-500',
    });
    // The step the user is on now travels with the draft, to resume there.
    expect(drafts[0]?.userFilledDetails.step).toBe(3);
    // Acknowledged: no local copy is left behind.
    expect(window.localStorage.getItem(localDraftKey(DEMO.email))).toBeNull();
  });

  it('shows the server message when a save fails, else An error occurred', async () => {
    const session = await signedInDemo();
    api.server.use(
      http.post('*/api/v1/survey/save-draft', () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const { user } = renderWizard(
      <EvaluationWizard initialState={{ ...withRole('Failing Saver'), startStep: 2 }} />,
      session,
    );
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Could not save draft')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it('keeps everything through a failed save, a lost network and a reload, then saves when online', async () => {
    const session = await signedInDemo();
    const role = 'Offline Analyst';
    api.server.use(
      http.post('*/api/v1/survey/save-draft', () =>
        HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
      ),
    );
    const first = renderWizard(
      <EvaluationWizard initialState={{ ...withRole(role), startStep: 3 }} />,
      session,
    );
    await answerStep(first.user, responsibilityQuestions, workedExample.roleAndResponsibilities);
    await first.user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('Not saved — will retry')).toBeInTheDocument();

    // The network drops: fetch rejects, then the browser reports itself offline.
    api.server.use(http.post('*/api/v1/survey/save-draft', () => HttpResponse.error()));
    await answerStep(first.user, effectivenessQuestions, workedExample.roleEffectiveness);
    await first.user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText('An error occurred')).toBeInTheDocument();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await answerStep(first.user, impactQuestions, { impactOnEnvironment: 'low' });
    first.unmount();

    const stored = window.localStorage.getItem(localDraftKey(DEMO.email)) ?? '';
    expect(JSON.parse(stored)).toMatchObject({ pendingSave: true, step: 5 });
    expect(stored).not.toContain(session.tokenStore.getToken() ?? 'no token');
    expect(stored).not.toContain(DEMO.password);
    expect(await draftsWithRole(session.client, role)).toHaveLength(0);

    // "Reload": a new wizard with no navigation state comes back where the user was.
    renderWizard(<EvaluationWizard />, session);
    expect(screen.getByText('Step 5 of 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Impact on environment/ })).toHaveTextContent(
      'Answered: Low',
    );
    const panel = screen.getByRole('list', { name: 'Evaluation Steps' });
    const marks = within(panel).getAllByText('Completed');
    expect(marks).toHaveLength(4);

    api.server.resetHandlers();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    const [draft, ...others] = await draftsWithRole(session.client, role);
    expect(others).toHaveLength(0);
    expect(draft?.userFilledDetails.roleAndResponsibilities).toEqual(
      workedExample.roleAndResponsibilities,
    );
    expect(draft?.userFilledDetails.roleEffectiveness).toEqual(workedExample.roleEffectiveness);
    expect(draft?.userFilledDetails.rolesImpact).toEqual({ impactOnEnvironment: 'low' });
    await waitFor(() => expect(window.localStorage.getItem(localDraftKey(DEMO.email))).toBeNull());
  });

  it('Continue on a saved draft resumes at the step it was saved on, every answer in place', async () => {
    const session = await signedInDemo();
    const first = renderWizard(<EvaluationWizard />, session);
    await first.user.type(screen.getByLabelText('Role'), 'Step Keeper');
    await first.user.click(screen.getByRole('button', { name: 'Fill role details' }));
    await first.user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await first.user.click(screen.getByRole('button', { name: 'Fill organization details' }));
    await first.user.click(screen.getByRole('button', { name: 'Save & Next' }));
    await waitFor(() => expect(screen.queryByText('Saving...')).not.toBeInTheDocument());
    await waitFor(() => expect(window.localStorage.getItem(localDraftKey(DEMO.email))).toBeNull());
    first.unmount();

    const [saved] = await draftsWithRole(session.client, 'Step Keeper');
    if (!saved) throw new Error('the draft was not saved');
    const { user } = renderWizard(
      <EvaluationWizard initialState={completeAssessmentState(saved)} />,
      session,
    );
    expect(screen.getByText('Step 3 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roles & Responsibilities' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText('Role')).toHaveValue('Step Keeper');
  });

  it('re-enters a resumed draft with its data and updates that draft', async () => {
    const session = await signedInDemo();
    const created = await session.client.saveDraft({
      draftData: {
        userFilledDetails: { details: { ...workedExample.details, role: 'Resumed Role' } },
      },
    });
    const calls = recordDraftCalls();
    const { user } = renderWizard(
      <EvaluationWizard
        initialState={{
          ...withRole('Resumed Role'),
          draftId: created.data.draftId,
          startStep: 2,
        }}
      />,
      session,
    );
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save & Next' }));
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(calls).toEqual(['PUT /survey/update-draft']);
    const [draft] = await draftsWithRole(session.client, 'Resumed Role');
    expect(draft?._id).toBe(created.data.draftId);
    expect(draft?.userFilledDetails.organizationDetails).toMatchObject({ revenue: '100-500' });
  });
});
