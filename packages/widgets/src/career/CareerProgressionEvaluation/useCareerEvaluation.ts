import type { CompetencyLevelItem } from '@rolescope/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type CareerDraftState, careerStartOf } from '../../model/career/careerDraft';
import {
  allRated,
  buildCareerReport,
  careerUserFilledDetails,
  type GoalValues,
  goalOf,
  type QuickCheckValues,
  quickCheckBaseline,
} from '../../model/career/careerModel';
import { type DraftBody, useDraft } from '../../wizard/useDraft';
import { useWizardEngine } from '../../wizard/useWizard';
import { useCareerCompetencies, useLatestBaseline } from './useCareerData';
import { useCareerSubmit } from './useCareerSubmit';

/** Quiet time after the last rating change before the draft is saved (ms). */
const RATINGS_SAVE_DELAY_MS = 1000;

/** The number of career steps: Career Goal Setting, Skill Assessment. */
export const CAREER_STEP_COUNT = 2;

const NO_ITEMS: CompetencyLevelItem[] = [];

/** A career draft's body is what a save sends: it is its own draft data. */
const asDraftBody = (body: DraftBody) => body;

export type CareerEvaluationOptions = {
  initialDraft?: CareerDraftState | null;
  onSubmitted: (reportId: string) => void;
  /** Previous on step 1. */
  onExit: () => void;
};

/**
 * The state of the career evaluation: the step, the goal, the quick check, the ratings, the
 * baseline and the competencies, the report built once from them, and the draft saves (on
 * Next from step 1, after the ratings change and when leaving step 2 or the page with unsaved
 * ratings).
 */
export const useCareerEvaluation = ({
  initialDraft,
  onSubmitted,
  onExit,
}: CareerEvaluationOptions) => {
  const [start] = useState(() => careerStartOf(initialDraft));
  const [goal, setGoal] = useState<GoalValues>(start.goal);
  const [quick, setQuick] = useState<QuickCheckValues>(start.quickCheck);
  const [currentLevels, setCurrentLevels] = useState<Record<string, number>>(start.currentLevels);
  const engine = useWizardEngine({
    init: { stepCount: CAREER_STEP_COUNT, step: start.step },
    onExit,
  });

  const latest = useLatestBaseline();
  // No completed report (or the list could not load): the quick job-size check stands in.
  const quickCheck = (latest.isSuccess && latest.data === null) || latest.isError;
  const baseline = useMemo(
    () => latest.data ?? (quickCheck ? quickCheckBaseline(quick) : null),
    [latest.data, quickCheck, quick],
  );
  const careerGoal = goalOf(goal, baseline);
  const competencies = useCareerCompetencies(
    baseline,
    careerGoal?.targetCategory,
    engine.step === 2 && careerGoal !== null,
  );
  const items = competencies.data?.items ?? NO_ITEMS;
  const targetLevels = competencies.data?.targetLevels;
  const wizard = engine.gated([
    careerGoal !== null && baseline !== null,
    allRated(items, currentLevels),
  ]);
  const { step } = wizard;
  const showReport = wizard.state.status !== 'steps' && wizard.state.status !== 'left';

  // A resumed draft opens on Skill Assessment; without a current position (its quick check
  // unanswered, no completed report) there is nothing to assess yet: back to step 1.
  const noBaseline = !latest.isPending && baseline === null;
  useEffect(() => {
    if (step === 2 && noBaseline) wizard.goTo(1);
  }, [step, noBaseline, wizard.goTo]);

  // The report body, computed once per change: the report view shows it, saves send it.
  const report = useMemo(
    () =>
      careerGoal
        ? buildCareerReport({
            goal: careerGoal,
            baseline,
            items,
            currentLevels,
            targetLevels: targetLevels ?? {},
            quickCheck: quick,
          })
        : null,
    [careerGoal, baseline, items, currentLevels, targetLevels, quick],
  );
  const userFilledDetails = careerUserFilledDetails(careerGoal ?? goal, baseline);
  const body = (): DraftBody => ({ reportType: 'career', report, userFilledDetails });
  const draft = useDraft<DraftBody>({
    toDraftData: asDraftBody,
    initialDraftId: start.draftId,
  });
  const submit = useCareerSubmit({ report, userFilledDetails, draft, wizard, onSubmitted });

  // Ratings changed on step 2 are saved after a quiet second, and at once when the step or
  // the page is left (`draft.flush`, also run by the draft hook on unmount and page hide).
  const scheduled = useRef(currentLevels);
  const bodyRef = useRef(body);
  bodyRef.current = body;
  useEffect(() => {
    if (step !== 2 || showReport || !report || scheduled.current === currentLevels) return;
    scheduled.current = currentLevels;
    draft.saveLater(bodyRef.current(), RATINGS_SAVE_DELAY_MS);
  }, [step, showReport, report, currentLevels, draft.saveLater]);

  return {
    start,
    step,
    showReport,
    goal,
    setGoal,
    quick,
    setQuick,
    currentLevels,
    setCurrentLevels,
    latest,
    quickCheck,
    baseline,
    careerGoal,
    competencies,
    items,
    targetLevels: targetLevels ?? {},
    completed: wizard.state.completed,
    complete: wizard.complete,
    report,
    draft,
    submit,
    /** Next on step 1: to Skill Assessment, saving the draft. */
    next: () => {
      if (wizard.next()) void draft.save(body());
    },
    /** Previous: step 2 to 1 (saving unsaved ratings), or leave from step 1 (`onExit`). */
    back: () => {
      draft.flush();
      wizard.back();
    },
    /** View Report on step 2 (saving unsaved ratings). */
    viewReport: () => {
      if (wizard.review()) draft.flush();
    },
    editAssessment: () => wizard.edit(),
    /** Save draft on the report. */
    // The report's Save Draft: the one save the user asks for by name, so it toasts Data saved.
    save: () => void draft.save(body(), { announce: true }),
  };
};
