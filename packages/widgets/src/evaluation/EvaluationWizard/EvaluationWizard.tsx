import { type CompetencyLevelItem, evaluationParts, type SelectedLevels } from '@rolescope/core';
import type { ReportBody } from '@rolescope/core/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type {
  CompetencyProfile,
  EvaluationNavigationState,
  WizardData,
} from '../../model/evaluation/types';
import { toNavigationState, WIZARD_STEP_COUNT } from '../../model/evaluation/wizardData';
import { useLazyValue } from '../../primitives/LazyView';
import { LazyView } from '../../primitives/LazyView/LazyView';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { copyrightText } from '../../strings/copyright';
import { useStrings } from '../../strings/StringsContext';
import { SidePanel } from '../../wizard/SidePanel';
import { StepHeader } from '../../wizard/StepHeader';
import { useDraft } from '../../wizard/useDraft';
import { useWizard } from '../../wizard/useWizard';
import * as styles from '../../wizard/wizardLayout.css';
import { hasQuestionAnswers, questionChecks, stepCompletions } from './completion';
import { useWizardComponents } from './components';
import { defaultComponents } from './defaultComponents';
import { competencyDraftData, type DraftSnapshot, localDraftCopy } from './drafts/competencyDraft';
import { localDraftKey, readLocalDraft } from './drafts/localDraft';
import { FinalizeFlow } from './FinalizeFlow';
import { initialWizardState, type WizardPhase } from './initialWizardState';
import { preloadPhasesAround } from './preload';
import { competencyStepNames } from './stepNames';
import { WizardActions } from './WizardActions';
import { type StepSetters, WizardStepBody } from './WizardStepBody';

export type EvaluationCompletedState = EvaluationNavigationState & {
  selectedLevels: SelectedLevels;
  competencyData: CompetencyLevelItem[];
};

export type EvaluationWizardProps = {
  /** The route's navigation state (reportType, startStep, startLevelSelection, saved data, draftId). */
  initialState?: EvaluationNavigationState;
  /** Previous on step 1 (default: `onNavigate('/user-dashboard')`). */
  onExit?: () => void;
  /**
   * reportType 'career' hands over here with the navigation state as given (a career draft's
   * `draftId` and `report` included); default `onNavigate('/career-progression-evaluation', state)`.
   * The one place the career redirect lives (routes stay thin).
   */
  onCareerSelected?: (state: EvaluationNavigationState) => void;
  /** Complete in the level picker (default: `onNavigate('/competency-results', state)`). */
  onCompleted?: (state: EvaluationCompletedState) => void;
};

/**
 * The competency wizard (one step per row of core's steps table, five), with live scores,
 * drafts and the finalize flow.
 */
export function EvaluationWizard(props: EvaluationWizardProps) {
  const { navigate } = useRolescope();
  const { initialState, onCareerSelected } = props;
  const career = initialState?.reportType === 'career';
  // Once, on mount: the state is handed over as it came.
  const handedOver = useRef(false);
  useEffect(() => {
    if (!career || !initialState || handedOver.current) return;
    handedOver.current = true;
    if (onCareerSelected) onCareerSelected(initialState);
    else navigate('/career-progression-evaluation', initialState);
  }, [career, initialState, onCareerSelected, navigate]);
  return career ? null : <CompetencyWizard {...props} />;
}

function CompetencyWizard({ initialState, onExit, onCompleted }: EvaluationWizardProps) {
  const strings = useStrings();
  const { navigate, tokenStore } = useRolescope();
  const { user } = useSession();
  const components = useWizardComponents(defaultComponents);
  const [storageKey] = useState(() => localDraftKey(user?.email ?? tokenStore.getUser()?.email));
  const [init] = useState(() => initialWizardState(initialState, readLocalDraft(storageKey)));
  const [data, setData] = useState<WizardData>(init.data);
  const [selectedLevels, setSelectedLevels] = useState(init.selectedLevels);
  const [competencyData, setCompetencyData] = useState(init.competencyData);
  const [report, setReport] = useState<ReportBody | undefined>(undefined);
  const [saveTick, setSaveTick] = useState(0);
  const requestSave = useCallback(() => setSaveTick((n) => n + 1), []);
  const questions = useLazyValue(questionChecks);
  // A restored draft with answers in steps 3 to 5: their checks load at once (the stepper's
  // ticks and jumps need them), else with those steps (preloadPhasesAround).
  useEffect(() => {
    if (hasQuestionAnswers(init.data, components)) questionChecks.preload().catch(() => {});
  }, [init.data, components]);

  const wizard = useWizard({
    init: {
      stepCount: WIZARD_STEP_COUNT,
      step: init.step,
      forceComplete: init.forceComplete,
      review: init.phase === 'picker',
    },
    completed: stepCompletions(data, components, questions),
    onExit: () => (onExit ? onExit() : navigate('/user-dashboard')),
  });
  const { step } = wizard;
  // The finalize flow runs while the engine is in review; its dialogs are this wizard's own.
  const [finalizePhase, setFinalizePhase] = useState<WizardPhase>(init.phase);
  const phase: WizardPhase = wizard.state.status === 'review' ? finalizePhase : 'steps';
  // The next phase loads once this one is complete (the later ones when reached).
  const stepComplete = wizard.last ? wizard.allComplete : wizard.complete;
  useEffect(
    () => preloadPhasesAround(step, phase, stepComplete, components),
    [step, phase, stepComplete, components],
  );
  const setPhase = (next: WizardPhase) => {
    if (next === 'steps') wizard.edit();
    else setFinalizePhase(next);
  };

  const sync = useDraft<DraftSnapshot>({
    toDraftData: competencyDraftData,
    initialDraftId: init.draftId,
    initialPending: init.pendingSave,
    initialSnapshot: { data, step, selectedLevels },
    local: localDraftCopy(storageKey),
  });

  // Every change goes to the local copy (debounced); the first render is what we started with.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    sync.track({ data, step, selectedLevels, ...(report !== undefined ? { report } : {}) });
  }, [data, step, selectedLevels, report, sync.track]);

  // Saves run after the state they save has been tracked.
  useEffect(() => {
    if (saveTick > 0) void sync.save();
  }, [saveTick, sync.save]);

  // A new step: focus its heading, so keyboard and screen-reader users start at the top.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  const setters = useMemo<StepSetters>(
    () =>
      Object.fromEntries(
        evaluationParts.map(({ part }) => [
          part,
          (next: object) => setData((d) => ({ ...d, [part]: next })),
        ]),
      ),
    [],
  );

  const { completed } = wizard.state;
  const names = competencyStepNames(strings);
  const next = () => {
    if (wizard.next()) requestSave();
  };

  const onGenerated = (profile: CompetencyProfile) => {
    setCompetencyData(profile.competencyData);
    setSelectedLevels(profile.selectedLevels);
    setReport(profile.competencyData);
    setData((d) => ({
      ...d,
      details: {
        ...d.details,
        competency: profile.competency,
        domainProcess: profile.domainProcess,
        domainFunction: profile.domainFunction,
        domainCompetency: profile.domainCompetency,
      } as WizardData['details'],
    }));
    setPhase('picker');
    requestSave();
  };

  const onComplete = (levels: SelectedLevels) => {
    setSelectedLevels(levels);
    wizard.edit();
    const state: EvaluationCompletedState = {
      ...toNavigationState(data, {
        reportType: 'competency',
        ...(sync.draftId ? { draftId: sync.draftId } : {}),
      }),
      selectedLevels: levels,
      competencyData,
    };
    if (onCompleted) onCompleted(state);
    else navigate('/competency-results', state);
  };

  return (
    <div className={styles.root}>
      <div className={styles.layout}>
        <aside className={styles.aside}>
          <SidePanel steps={names} current={step} completed={completed} />
        </aside>
        <div className={styles.main}>
          <StepHeader
            step={step}
            total={WIZARD_STEP_COUNT}
            title={names[step - 1] ?? ''}
            complete={wizard.complete}
            headingRef={headingRef}
          />
          <div className={styles.body}>
            <LazyView>
              <WizardStepBody step={step} data={data} setters={setters} components={components} />
            </LazyView>
          </div>
          <WizardActions
            step={step}
            complete={stepComplete}
            save={{ status: sync.status, lastSavedAt: sync.lastSavedAt, pending: sync.pending }}
            onPrevious={wizard.back}
            onNext={next}
            onFinalize={() => {
              if (wizard.review()) setFinalizePhase('confirm');
            }}
          />
        </div>
      </div>
      <footer className={styles.footer}>
        {copyrightText(strings.wizard.footer, strings.common.productName)}
      </footer>
      <FinalizeFlow
        phase={phase}
        setPhase={setPhase}
        data={data}
        competencyData={competencyData}
        selectedLevels={selectedLevels}
        components={components}
        onConfirmed={() => {
          setPhase('selection');
          requestSave();
        }}
        onGenerated={onGenerated}
        onSelectedLevelsChange={(levels) => {
          setSelectedLevels(levels);
          requestSave();
        }}
        onComplete={onComplete}
      />
    </div>
  );
}
