import { type CompetencyLevelItem, computeCareerGaps } from '@rolescope/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import * as wizard from '../../evaluation/EvaluationWizard/EvaluationWizard.css';
import { SidePanel } from '../../evaluation/EvaluationWizard/SidePanel';
import { StepHeader } from '../../evaluation/EvaluationWizard/StepHeader';
import { Button } from '../../primitives/Button';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './CareerProgressionEvaluation.css';
import { CareerReportView } from './CareerReportView';
import {
  allRated,
  buildCareerReport,
  emptyGoal,
  type GoalValues,
  goalOf,
  quickCheckBaseline,
} from './careerModel';
import { GoalStep, type QuickCheckValues } from './GoalStep';
import { SkillAssessmentStep } from './SkillAssessmentStep';
import { useCareerActions } from './useCareerActions';
import { useCareerCompetencies, useLatestBaseline } from './useCareerData';

export const CAREER_STEP_COUNT = 2;

export type CareerProgressionEvaluationProps = {
  /** Previous on step 1 (default: `onNavigate('/user-dashboard')`). */
  onExit?: () => void;
  /** After a successful submit (default: `onNavigate('/thank-you')`). */
  onSubmitted?: (reportId: string) => void;
};

const NO_ITEMS: CompetencyLevelItem[] = [];

/**
 * The two-step career progression evaluation (Career Goal Setting, Skill Assessment) and its
 * report: current versus target level per competency, recommendations and readiness.
 */
export function CareerProgressionEvaluation({
  onExit,
  onSubmitted,
}: CareerProgressionEvaluationProps) {
  const strings = useStrings();
  const s = strings.careerEvaluation;
  const { navigate } = useRolescope();
  const [step, setStep] = useState(1);
  const [showReport, setShowReport] = useState(false);
  const [goal, setGoal] = useState<GoalValues>(emptyGoal);
  const [quick, setQuick] = useState<QuickCheckValues>({ industryCategory: '', answers: {} });
  const [currentLevels, setCurrentLevels] = useState<Record<string, number>>({});

  const latest = useLatestBaseline();
  // No completed report (or the list could not load): the quick job-size check stands in.
  const quickCheck = (latest.isSuccess && latest.data === null) || latest.isError;
  const baseline = useMemo(
    () =>
      latest.data ??
      (quickCheck ? quickCheckBaseline(quick.industryCategory, quick.answers) : null),
    [latest.data, quickCheck, quick],
  );
  const careerGoal = goalOf(goal);
  const competencies = useCareerCompetencies(
    baseline?.industryCategory ?? '',
    baseline?.functions ?? [],
    careerGoal?.targetCategory,
    step === 2 && careerGoal !== null,
  );
  const items = competencies.data?.items ?? NO_ITEMS;
  const targetLevels = competencies.data?.targetLevels ?? {};
  const completed = [careerGoal !== null && baseline !== null, allRated(items, currentLevels)];
  const complete = completed[step - 1] === true;
  const names = [
    strings.wizard.careerSteps.careerGoalSetting,
    strings.wizard.careerSteps.skillAssessment,
  ];

  const report = () =>
    careerGoal ? buildCareerReport(careerGoal, baseline, items, currentLevels, targetLevels) : null;
  const actions = useCareerActions(report, (id) =>
    onSubmitted ? onSubmitted(id) : navigate('/thank-you'),
  );

  // Focus the new heading on every step or view change (not on the first render).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(`${step}-${showReport}`);
  useEffect(() => {
    const key = `${step}-${showReport}`;
    if (shown.current === key) return;
    shown.current = key;
    headingRef.current?.focus();
  }, [step, showReport]);

  const previous = () => {
    if (step > 1) setStep(step - 1);
    else if (onExit) onExit();
    else navigate('/user-dashboard');
  };

  if (showReport && careerGoal) {
    const { gaps, readiness } = computeCareerGaps({ currentLevels, targetLevels, items });
    const busy = actions.save.isPending || actions.submit.isPending;
    return (
      <div className={wizard.root}>
        <div className={wizard.main}>
          <header className={styles.reportHeader}>
            <h2 ref={headingRef} tabIndex={-1} className={styles.reportTitle}>
              {s.reportTitle}
            </h2>
          </header>
          <CareerReportView
            goal={careerGoal}
            baseline={baseline}
            gaps={gaps}
            readiness={readiness}
          />
          <div className={wizard.actions}>
            <Button variant="secondary" onClick={() => setShowReport(false)} disabled={busy}>
              {s.editAssessment}
            </Button>
            <div className={wizard.buttons}>
              <Button
                variant="secondary"
                onClick={() => actions.save.mutate()}
                pending={actions.save.isPending}
                disabled={busy}
              >
                {s.saveDraft}
              </Button>
              <Button
                onClick={() => actions.submit.mutate()}
                pending={actions.submit.isPending}
                disabled={busy}
              >
                {s.submit}
              </Button>
            </div>
          </div>
        </div>
        <p className={wizard.footer}>{strings.wizard.footer}</p>
      </div>
    );
  }

  return (
    <div className={wizard.root}>
      <div className={wizard.layout}>
        <aside className={wizard.aside}>
          <SidePanel steps={names} current={step} completed={completed} />
        </aside>
        <div className={wizard.main}>
          <StepHeader
            step={step}
            total={CAREER_STEP_COUNT}
            title={names[step - 1] ?? ''}
            complete={complete}
            headingRef={headingRef}
          />
          <div className={wizard.body}>
            {step === 1 ? (
              latest.isPending ? (
                <p role="status" className={styles.status}>
                  {strings.common.loading}
                </p>
              ) : (
                <GoalStep
                  baseline={baseline}
                  quickCheck={quickCheck}
                  quickCheckValues={quick}
                  onQuickCheckChange={setQuick}
                  value={goal}
                  onChange={setGoal}
                />
              )
            ) : (
              <SkillAssessmentStep
                items={items}
                targetLevels={targetLevels}
                value={currentLevels}
                onChange={setCurrentLevels}
                loading={competencies.isPending}
                failed={competencies.isError}
                onRetry={() => void competencies.refetch()}
              />
            )}
          </div>
          <div className={wizard.actions}>
            <Button variant="secondary" onClick={previous}>
              {strings.wizard.previous}
            </Button>
            <div className={wizard.buttons}>
              {step === 1 ? (
                <Button disabled={!complete} onClick={() => complete && setStep(2)}>
                  {s.next}
                </Button>
              ) : (
                <Button disabled={!complete} onClick={() => complete && setShowReport(true)}>
                  {s.viewReport}
                </Button>
              )}
            </div>
          </div>
        </div>
      </div>
      <p className={wizard.footer}>{strings.wizard.footer}</p>
    </div>
  );
}
