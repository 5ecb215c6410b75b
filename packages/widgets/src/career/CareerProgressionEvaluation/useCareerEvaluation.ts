import type { CompetencyLevelItem } from '@rolescope/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type CareerDraftState, careerStartOf } from './careerDraft';
import {
  allRated,
  buildCareerReport,
  careerUserFilledDetails,
  type GoalValues,
  goalOf,
  type QuickCheckValues,
  quickCheckBaseline,
} from './careerModel';
import { useCareerActions } from './useCareerActions';
import { useCareerCompetencies, useLatestBaseline } from './useCareerData';

/** Quiet time after the last rating change before the draft is saved (ms). */
export const RATINGS_SAVE_DELAY_MS = 1000;

const NO_ITEMS: CompetencyLevelItem[] = [];

export type CareerEvaluationOptions = {
  initialDraft?: CareerDraftState | null;
  onSubmitted: (reportId: string) => void;
};

/**
 * The state of the career evaluation: the step, the goal, the quick check, the ratings, the
 * baseline and the competencies, the report built once from them, and the draft saves (on
 * Next from step 1, after the ratings change and when leaving step 2 or the page with unsaved
 * ratings).
 */
export const useCareerEvaluation = ({ initialDraft, onSubmitted }: CareerEvaluationOptions) => {
  const [start] = useState(() => careerStartOf(initialDraft));
  const [step, setStep] = useState<number>(start.step);
  const [showReport, setShowReport] = useState(false);
  const [goal, setGoal] = useState<GoalValues>(start.goal);
  const [quick, setQuick] = useState<QuickCheckValues>(start.quickCheck);
  const [currentLevels, setCurrentLevels] = useState<Record<string, number>>(start.currentLevels);

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
    step === 2 && careerGoal !== null,
  );
  const items = competencies.data?.items ?? NO_ITEMS;
  const targetLevels = competencies.data?.targetLevels;
  const completed = [careerGoal !== null && baseline !== null, allRated(items, currentLevels)];

  // A resumed draft opens on Skill Assessment; without a current position (its quick check
  // unanswered, no completed report) there is nothing to assess yet: back to step 1.
  const noBaseline = !latest.isPending && baseline === null;
  useEffect(() => {
    if (step === 2 && noBaseline) setStep(1);
  }, [step, noBaseline]);

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
  const actions = useCareerActions({
    report: () => report,
    userFilledDetails: () => careerUserFilledDetails(careerGoal ?? goal, baseline),
    draftId: start.draftId,
    onSubmitted,
  });

  // Ratings not saved yet: saved after a quiet second, or at once when leaving step 2.
  const savedLevels = useRef(currentLevels);
  const saveRatings = () => {
    if (savedLevels.current === currentLevels || !report) return;
    savedLevels.current = currentLevels;
    void actions.save();
  };
  const saveRatingsRef = useRef(saveRatings);
  saveRatingsRef.current = saveRatings;
  useEffect(() => {
    if (step !== 2 || showReport || savedLevels.current === currentLevels) return;
    const timer = setTimeout(() => saveRatingsRef.current(), RATINGS_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, showReport, currentLevels]);
  // Leaving the page within the quiet second (a link in the header, signing out): the
  // ratings are saved on the way out rather than lost.
  useEffect(() => () => saveRatingsRef.current(), []);

  const complete = completed[step - 1] === true;
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
    completed,
    complete,
    report,
    actions,
    /** Next on step 1: to Skill Assessment, saving the draft. */
    next: () => {
      if (!complete || step !== 1) return;
      setStep(2);
      void actions.save();
    },
    /** Previous on step 2 (saving unsaved ratings); false on step 1 (the caller leaves). */
    back: () => {
      if (step === 1) return false;
      saveRatings();
      setStep(step - 1);
      return true;
    },
    /** View Report on step 2 (saving unsaved ratings). */
    viewReport: () => {
      if (!complete || step !== 2) return;
      saveRatings();
      setShowReport(true);
    },
    editAssessment: () => setShowReport(false),
  };
};
