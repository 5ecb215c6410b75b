import { reportSchema } from '@rolescope/core/contract';
import { sixthStepAnswers } from '@rolescope/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { toDraftData, toNavigationState } from '../../model/evaluation/wizardData';
import { ReportDialog } from '../../reports';
import type { Localization } from '../../strings/mergeStrings';
import { renderWithProviders, setupMockApi } from '../../test';
import { resultsFromNavigationState } from '../CompetencyResults/resultsFromNavigationState';
import { WizardComponentsContext } from './components';
import { EvaluationWizard } from './EvaluationWizard';
import { competencyItems, workedExample } from './fixtures';
import type { StepView } from './stepViews';
import { DEMO, signedInDemo } from './testSession';
import { standIns } from './testStandIns';

// A sixth step added to core's steps table, as a deployment would add its row: the fixture
// replaces the table's two modules themselves (their rows plus `sixthStep`, an unscored question
// step filling `roleGrowth`). The widgets get its component (below) and its strings, nothing else.
vi.mock('../../../../core/src/steps/evaluationParts', async (importOriginal) => {
  const actual = await importOriginal<{ evaluationParts: readonly object[] }>();
  const { sixthStep } = await import('@rolescope/core/testing');
  return { ...actual, evaluationParts: [...actual.evaluationParts, sixthStep] };
});
vi.mock('../../../../core/src/steps/evaluationSteps', async (importOriginal) => {
  const actual = await importOriginal<{ evaluationSteps: readonly object[] }>();
  const { sixthStep } = await import('@rolescope/core/testing');
  return { ...actual, evaluationSteps: [...actual.evaluationSteps, sixthStep] };
});

setupMockApi({ seed: true });

/** The sixth step's strings: its title in the wizard and its section in the report. */
const localization = {
  wizard: { steps: { roleGrowth: 'Role Growth' } },
  reportDialog: { sections: { roleGrowth: 'Role Growth' } },
} as Localization;

/** The sixth step's component. */
const roleGrowthView: StepView = {
  Body: ({ data, setters }) => (
    <section aria-label="Role growth panel">
      <p>Answered: {JSON.stringify((data as Record<string, unknown>).roleGrowth ?? {})}</p>
      <button type="button" onClick={() => setters.roleGrowth?.(sixthStepAnswers())}>
        Learns fast
      </button>
    </section>
  ),
};

const Wrapper = ({ children }: { children: ReactNode }) => (
  <WizardComponentsContext.Provider
    value={{ ...standIns, stepViews: { roleGrowth: roleGrowthView } }}
  >
    {children}
  </WizardComponentsContext.Provider>
);

const fiveParts = () => ({ ...workedExample, details: { ...workedExample.details } });

describe('a sixth step in the steps table (fixture), in the widgets', () => {
  it('renders "Step N of 6", its title in the side panel and its component, and finalizes after it', async () => {
    const session = await signedInDemo();
    const { user } = renderWithProviders(
      <Wrapper>
        <EvaluationWizard initialState={{ ...toNavigationState(fiveParts()), startStep: 5 }} />
      </Wrapper>,
      { ...session, localization },
    );
    expect(await screen.findByText('Step 5 of 6')).toBeInTheDocument();
    const steps = screen.getByRole('navigation', { name: /Evaluation Steps/i });
    expect(within(steps).getByText('Role Growth')).toBeInTheDocument();
    // Step 5 is no longer the last: Save & Next, not Finalize.
    const next = await screen.findByRole('button', { name: 'Save & Next' });
    await waitFor(() => expect(next).toBeEnabled());
    expect(screen.queryByRole('button', { name: 'Finalize Competency Profile' })).toBeNull();
    await user.click(next);
    expect(await screen.findByText('Step 6 of 6')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Role Growth' })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Role growth panel' });
    const finalize = screen.getByRole('button', { name: 'Finalize Competency Profile' });
    expect(finalize).toBeDisabled();
    await user.click(within(panel).getByRole('button', { name: 'Learns fast' }));
    expect(panel).toHaveTextContent('"learningAgility":"fast"');
    await waitFor(() => expect(finalize).toBeEnabled());
    // The draft (saved by Save & Next) resumes on step 6 and carries the five parts.
    const list = await session.client.fetchUserReports({ email: DEMO.email, page: 1, limit: 100 });
    const draft = list.data.find((r) => r.userFilledDetails.step === 6);
    expect(draft?.userFilledDetails.rolesImpact).toEqual(workedExample.rolesImpact);
  });

  it('carries the sixth part in drafts, navigation state and the results', () => {
    const data = { ...fiveParts(), roleGrowth: sixthStepAnswers() };
    expect(toDraftData(data).userFilledDetails).toMatchObject({ roleGrowth: sixthStepAnswers() });
    const state = { ...toNavigationState(data), competencyData: competencyItems };
    expect(state).toMatchObject({ roleGrowth: sixthStepAnswers() });
    expect(resultsFromNavigationState(state)?.data).toMatchObject({
      roleGrowth: sixthStepAnswers(),
    });
  });

  it("shows the sixth step's questions and answers as a section of the report", async () => {
    const report = reportSchema.parse({
      _id: 'r-6',
      email: DEMO.email,
      createdAt: '2025-06-01T10:00:00.000Z',
      updatedAt: '2025-06-01T10:00:00.000Z',
      status: 'completed',
      selectedLevels: {},
      userFilledDetails: { ...fiveParts(), roleGrowth: sixthStepAnswers() },
      report: [],
    });
    renderWithProviders(<ReportDialog report={report} open onOpenChange={() => {}} />, {
      localization,
    });
    const dialog = screen.getByRole('dialog');
    // The sections mount after the dialog's first paint.
    const header = await within(dialog).findByRole('button', { name: 'Role Growth' });
    const panel = document.getElementById(header.getAttribute('aria-controls') ?? '');
    await waitFor(() => expect(panel).toHaveTextContent('Learning agility'));
    expect(panel).toHaveTextContent('Fast, across fields');
  });
});
