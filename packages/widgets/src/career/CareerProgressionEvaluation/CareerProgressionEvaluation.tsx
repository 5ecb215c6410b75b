import { useEffect, useRef, useState } from 'react';
import { SubmitConfirmation } from '../../evaluation';
import type { CareerDraftState } from '../../model/career/careerDraft';
import { Button } from '../../primitives/Button';
import { useRolescope } from '../../provider/useRolescope';
import { CareerReportView } from '../../reports';
import { copyrightText } from '../../strings/copyright';
import { useStrings } from '../../strings/StringsContext';
import { SaveStatus } from '../../wizard/SaveStatus';
import { SidePanel } from '../../wizard/SidePanel';
import { StepHeader } from '../../wizard/StepHeader';
import * as wizard from '../../wizard/wizardLayout.css';
import * as styles from './CareerProgressionEvaluation.css';
import { GoalStep } from './GoalStep';
import { SkillAssessmentStep } from './SkillAssessmentStep';
import { CAREER_STEP_COUNT, useCareerEvaluation } from './useCareerEvaluation';

export type CareerProgressionEvaluationProps = {
  /**
   * A saved career draft to resume: the navigation state Reports History's Complete Assessment
   * sends for a career draft (`{ reportType: 'career', draftId, report }`). Its goal, quick-check
   * answers and ratings are restored and it opens on Skill Assessment when the goal is complete;
   * saves then update this draft and Submit removes it. A draft whose saved data cannot be read
   * starts a fresh evaluation with a notice, leaving the draft untouched. Read once, on mount:
   * remount (a new `key`) to load another.
   */
  initialDraft?: CareerDraftState | null;
  /** Previous on step 1 (default: `onNavigate('/user-dashboard')`). */
  onExit?: () => void;
  /** After a successful submit (default: `onNavigate('/thank-you')`). */
  onSubmitted?: (reportId: string) => void;
};

/**
 * The two-step career progression evaluation (Career Goal Setting, Skill Assessment) and its
 * report: current versus target level per competency, recommendations and readiness. A draft
 * is saved on Next, after rating and when leaving Skill Assessment; Submit asks Yes or No.
 */
export function CareerProgressionEvaluation({
  initialDraft,
  onExit,
  onSubmitted,
}: CareerProgressionEvaluationProps) {
  const strings = useStrings();
  const s = strings.careerEvaluation;
  const { navigate } = useRolescope();
  const c = useCareerEvaluation({
    initialDraft,
    onSubmitted: (id) => (onSubmitted ? onSubmitted(id) : navigate('/thank-you')),
    onExit: () => (onExit ? onExit() : navigate('/user-dashboard')),
  });
  const [confirming, setConfirming] = useState(false);
  const names = [
    strings.wizard.careerSteps.careerGoalSetting,
    strings.wizard.careerSteps.skillAssessment,
  ];

  // Focus the new heading on every step or view change (not on the first render).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shown = useRef(`${c.step}-${c.showReport}`);
  useEffect(() => {
    const key = `${c.step}-${c.showReport}`;
    if (shown.current === key) return;
    shown.current = key;
    headingRef.current?.focus();
  }, [c.step, c.showReport]);

  const saveStatus = (
    <SaveStatus
      status={c.draft.status}
      lastSavedAt={c.draft.lastSavedAt}
      pending={c.draft.pending}
    />
  );

  if (c.showReport && c.report) {
    const { submit } = c;
    const saving = c.draft.status === 'saving';
    const busy = saving || submit.pending;
    return (
      <div className={wizard.root}>
        <div className={wizard.main}>
          <header className={styles.reportHeader}>
            <h2 ref={headingRef} tabIndex={-1} className={styles.reportTitle}>
              {s.reportTitle}
            </h2>
          </header>
          <CareerReportView
            goal={c.report.goal}
            baseline={c.baseline}
            gaps={c.report.gaps}
            readiness={c.report.readiness}
          />
          <div className={wizard.actions}>
            <Button variant="secondary" onClick={c.editAssessment} disabled={busy}>
              {s.editAssessment}
            </Button>
            {saveStatus}
            <div className={wizard.buttons}>
              <Button variant="secondary" onClick={c.save} pending={saving} disabled={busy}>
                {s.saveDraft}
              </Button>
              <Button onClick={() => setConfirming(true)} pending={submit.pending} disabled={busy}>
                {s.submit}
              </Button>
            </div>
          </div>
        </div>
        <p className={wizard.footer}>
          {copyrightText(strings.wizard.footer, strings.common.productName)}
        </p>
        <SubmitConfirmation
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={submit.submit}
          pending={submit.pending}
          title={s.confirmSubmitTitle}
          description={s.confirmSubmitText}
        />
      </div>
    );
  }

  const { step } = c;
  return (
    <div className={wizard.root}>
      <div className={wizard.layout}>
        <aside className={wizard.aside}>
          <SidePanel steps={names} current={step} completed={c.completed} />
        </aside>
        <div className={wizard.main}>
          <StepHeader
            step={step}
            total={CAREER_STEP_COUNT}
            title={names[step - 1] ?? ''}
            complete={c.complete}
            headingRef={headingRef}
          />
          <div className={wizard.body}>
            {c.start.unreadable && step === 1 ? (
              <p role="alert" className={styles.notice}>
                {s.draftUnreadable}
              </p>
            ) : null}
            {step === 1 ? (
              c.latest.isPending ? (
                <p role="status" className={styles.status}>
                  {strings.common.loading}
                </p>
              ) : (
                <GoalStep
                  baseline={c.baseline}
                  quickCheck={c.quickCheck}
                  quickCheckValues={c.quick}
                  onQuickCheckChange={c.setQuick}
                  value={c.goal}
                  onChange={c.setGoal}
                />
              )
            ) : (
              <SkillAssessmentStep
                items={c.items}
                targetLevels={c.targetLevels}
                value={c.currentLevels}
                onChange={c.setCurrentLevels}
                loading={c.competencies.isPending}
                failed={c.competencies.isError}
                onRetry={() => void c.competencies.refetch()}
              />
            )}
          </div>
          <div className={wizard.actions}>
            <Button variant="secondary" onClick={c.back}>
              {strings.wizard.previous}
            </Button>
            {saveStatus}
            <div className={wizard.buttons}>
              {step === 1 ? (
                <Button disabled={!c.complete} onClick={c.next}>
                  {s.next}
                </Button>
              ) : (
                <Button disabled={!c.complete} onClick={c.viewReport}>
                  {s.viewReport}
                </Button>
              )}
            </div>
          </div>
        </div>
      </div>
      <p className={wizard.footer}>
        {copyrightText(strings.wizard.footer, strings.common.productName)}
      </p>
    </div>
  );
}
