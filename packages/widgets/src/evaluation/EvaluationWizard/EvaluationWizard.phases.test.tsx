import { act, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrganizationDetailsValues, StepProps } from '../../model/evaluation/types';
import { toNavigationState } from '../../model/evaluation/wizardData';
import { lazyPart } from '../../primitives/LazyView';
import { renderWithProviders, setupMockApi } from '../../test';
import type { CompetencySelectionProps } from '../CompetencySelection/CompetencySelection';
import { WizardComponentsContext } from './components';
import { EvaluationWizard } from './EvaluationWizard';
import { workedExample } from './fixtures';
import {
  CompetencySelectionPart,
  LevelPickerPart,
  OrganizationDetailsStepPart,
  QuestionStepsPart,
  SelectionPhasePart,
} from './parts';
import { preloadPhasesAround } from './preload';
import { StandInsWrapper, standIns } from './testStandIns';

setupMockApi({ seed: true });

// The wizard's later phases load when reached (parts.ts). The setup has loaded the real parts;
// these tests build parts whose load they control, and watch the real parts' preloads.

const deferred = <T,>() => {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
};

const steps12 = toNavigationState({
  ...workedExample,
  roleAndResponsibilities: {},
  roleEffectiveness: {},
  rolesImpact: {},
});

const everyPart = {
  organization: OrganizationDetailsStepPart,
  questions: QuestionStepsPart,
  selection: CompetencySelectionPart,
  selectionPhase: SelectionPhasePart,
  picker: LevelPickerPart,
};
const spyPreloads = () =>
  Object.fromEntries(
    Object.entries(everyPart).map(([name, part]) => [name, vi.spyOn(part, 'preload')]),
  ) as Record<keyof typeof everyPart, ReturnType<typeof vi.spyOn>>;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('<EvaluationWizard /> phases loaded when reached', () => {
  it('shows a polite Loading... in the place of a step whose code has not arrived, then the step', async () => {
    type Step2 = ComponentType<StepProps<OrganizationDetailsValues>>;
    const load = deferred<Step2>();
    const SlowStep = lazyPart(() => load.promise);
    renderWithProviders(
      <WizardComponentsContext.Provider value={{ ...standIns, OrganizationDetailsStep: SlowStep }}>
        <EvaluationWizard initialState={{ ...steps12, startStep: 2 }} />
      </WizardComponentsContext.Provider>,
    );
    // The wizard around the step stays: its header, the side panel and the actions.
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Evaluation Steps' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeInTheDocument();
    expect(screen.getByText('Loading...')).toHaveAttribute('role', 'status');

    await act(async () => load.resolve(standIns.OrganizationDetailsStep));
    expect(
      await screen.findByRole('button', { name: 'Fill organization details' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows Loading... for the competency selection until its code arrives, then the modal', async () => {
    const load = deferred<ComponentType<CompetencySelectionProps>>();
    const SlowSelection = lazyPart(() => load.promise);
    const { user } = renderWithProviders(
      <WizardComponentsContext.Provider value={{ ...standIns, CompetencySelection: SlowSelection }}>
        <EvaluationWizard initialState={{ ...toNavigationState(workedExample), startStep: 5 }} />
      </WizardComponentsContext.Provider>,
    );
    await user.click(screen.getByRole('button', { name: 'Finalize Competency Profile' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Loading...')).toHaveAttribute('role', 'status');

    await act(async () => load.resolve(standIns.CompetencySelection));
    expect(await screen.findByRole('dialog', { name: 'Competency selection' })).toBeInTheDocument();
  });

  it('preloads step 2 once step 1 is complete, not with the page', async () => {
    const preloads = spyPreloads();
    const { user } = renderWithProviders(
      <StandInsWrapper>
        <EvaluationWizard />
      </StandInsWrapper>,
    );
    expect(screen.getByText('Step 1 of 5')).toBeInTheDocument();
    for (const preload of Object.values(preloads)) expect(preload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Fill role details' }));
    expect(screen.getByRole('button', { name: 'Save & Next' })).toBeEnabled();
    expect(preloads.organization).toHaveBeenCalled();
    expect(preloads.questions).not.toHaveBeenCalled();
    expect(preloads.selection).not.toHaveBeenCalled();
  });

  it('preloads the step before and, once complete, the phase after the one shown', () => {
    const preloads = spyPreloads();
    const called = () =>
      Object.entries(preloads)
        .filter(([, spy]) => spy.mock.calls.length > 0)
        .map(([name]) => name);

    preloadPhasesAround(1, 'steps', false);
    expect(called()).toEqual([]);
    preloadPhasesAround(3, 'steps', false);
    expect(called()).toEqual(['organization', 'questions']);
    vi.clearAllMocks();
    preloadPhasesAround(5, 'steps', true);
    expect(called()).toEqual(['questions', 'selection', 'selectionPhase']);
    vi.clearAllMocks();
    preloadPhasesAround(5, 'confirm', true);
    expect(called()).toEqual(['questions', 'selection', 'selectionPhase', 'picker']);
  });
});
