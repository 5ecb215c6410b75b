import type { Report, ReportType } from '@rolescope/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { CareerDraftState } from '../../model/career/careerDraft';
import { isCareerReport } from '../../model/career/readCareerReport';
import type { EvaluationNavigationState } from '../../model/evaluation/types';
import { careerDraftStateOf, completeAssessmentState } from '../../model/reports/draftState';
import { findLatestCompleted } from '../../model/reports/findLatestCompleted';
import { Button } from '../../primitives/Button';
import { Dialog, preloadDialog } from '../../primitives/Dialog';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { ResultSummary, reportQueryOptions, useOpenReport } from '../../reports';
import { useSession } from '../../session';
import { displayNameOf } from '../../session/displayName';
import { formatString, useStrings } from '../../strings';
import { ReportTypeDialog } from '../ReportTypeDialog';
import { Copyright } from '../shared/Copyright';
import { PageCard } from '../shared/PageCard';
import * as page from '../shared/page.css';
import * as styles from './Dashboard.css';
import { OpenDrafts } from './OpenDrafts';
import { useDashboardReports } from './useDashboardReports';

export type DashboardProps = {
  /**
   * Start an evaluation of a type. Default: navigate to /competency-evaluation with the
   * state `{ reportType }` (the wizard sends career to /career-progression-evaluation).
   */
  onStart?: (reportType: ReportType) => void;
  /** "See My Result": called with the newest completed report (e.g. to open the ReportDialog). */
  onViewReport: (report: Report) => void;
  /**
   * Continue on a competency draft (the saved answers, the draft id and the step it was left
   * on); default `onNavigate('/competency-evaluation', state)`.
   */
  onCompleteAssessment?: (state: EvaluationNavigationState) => void;
  /** Continue on a career draft; default `onNavigate('/career-progression-evaluation', state)`. */
  onResumeCareerDraft?: (state: CareerDraftState) => void;
  className?: string;
};

/**
 * The user dashboard: a welcome with the user's name, the Competency Report card (Start
 * Now), the latest result card (the newest completed report's summary: career level and
 * name, category, score; See My Result opens it), the open drafts (Continue resumes one at
 * the step it was left on) and the Select Report Type dialog.
 */
export function Dashboard({
  onStart,
  onViewReport,
  onCompleteAssessment,
  onResumeCareerDraft,
  className,
}: DashboardProps) {
  const strings = useStrings();
  const s = strings.wizard;
  const d = strings.dashboard;
  const { client, navigate } = useRolescope();
  const { user } = useSession();
  const id = useId();
  const [choosing, setChoosing] = useState(false);
  const [noResult, setNoResult] = useState(false);

  const start = (reportType: ReportType) =>
    onStart ? onStart(reportType) : navigate('/competency-evaluation', { reportType });

  const queryClient = useQueryClient();
  const reports = useDashboardReports();
  const latestScore = reports.latest?.scoreDetails ?? null;
  const openDraft = useOpenReport(reports.email);

  // The newest completed report read whole; not among the newest summaries (or not loaded
  // yet): look further, page by page.
  const latest = useMutation({
    mutationKey: rolescopeKey('latestCompleted'),
    mutationFn: () =>
      reports.latest
        ? queryClient.fetchQuery(reportQueryOptions(client, reports.email, reports.latest._id))
        : findLatestCompleted(client, reports.email),
    onSuccess: (report) => (report ? onViewReport(report) : setNoResult(true)),
  });
  const seeMyResult = () => latest.mutate();
  // See My Result opens a dialog: the report's (the host's) or "no result yet".
  const prefetchLatest = () => {
    preloadDialog();
    if (reports.latest) openDraft.prefetch(reports.latest);
  };

  const continueDraft = (draft: Report) => {
    if (isCareerReport(draft)) {
      const career = careerDraftStateOf(draft);
      if (onResumeCareerDraft) onResumeCareerDraft(career);
      else navigate('/career-progression-evaluation', career);
      return;
    }
    const state = completeAssessmentState(draft);
    if (onCompleteAssessment) onCompleteAssessment(state);
    else navigate('/competency-evaluation', state);
  };

  return (
    <div className={[page.page, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <div>
          <h1 className={page.title}>
            {formatString(d.welcome, { name: displayNameOf(user, d.defaultName) })}
          </h1>
          <p className={page.muted}>{d.intro}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => setChoosing(true)}
          onPointerEnter={preloadDialog}
          onFocus={preloadDialog}
        >
          {d.chooseReportType}
        </Button>
      </div>
      <div className={page.grid}>
        <PageCard
          titleId={`${id}-competency`}
          title={s.landingCompetencyReport}
          titleClassName={styles.cardTitle}
        >
          <p className={page.muted}>{d.competencyReportText}</p>
          <div className={styles.cardActions}>
            <Button onClick={() => start('competency')} aria-describedby={`${id}-competency`}>
              {s.startNow}
            </Button>
          </div>
        </PageCard>
        <PageCard
          titleId={`${id}-result`}
          title={d.latestResultTitle}
          titleClassName={styles.cardTitle}
        >
          {latestScore ? (
            <ResultSummary score={latestScore} variant="compact" headingLevel={3} />
          ) : (
            <p className={page.muted}>{d.seeMyResultText}</p>
          )}
          {latest.isError ? (
            <p className={page.muted} role="alert">
              {strings.toasts.errorFallback}
            </p>
          ) : null}
          <div className={styles.cardActions}>
            <Button
              variant="secondary"
              pending={latest.isPending}
              onClick={seeMyResult}
              onPointerEnter={prefetchLatest}
              onFocus={prefetchLatest}
              aria-describedby={`${id}-result`}
            >
              {s.seeMyResult}
            </Button>
          </div>
        </PageCard>
        {reports.drafts.length > 0 ? (
          <OpenDrafts
            drafts={reports.drafts}
            onSeeAll={() => navigate('/reports-history')}
            texts={d}
            onContinue={(draft) =>
              openDraft.open.mutate(draft, { onSuccess: (report) => continueDraft(report) })
            }
            onPrefetch={openDraft.prefetch}
            resuming={openDraft.open.isPending ? (openDraft.open.variables?._id ?? null) : null}
          />
        ) : null}
      </div>
      <ReportTypeDialog
        open={choosing}
        onOpenChange={setChoosing}
        onStart={(type) => {
          setChoosing(false);
          start(type);
        }}
      />
      <Dialog
        open={noResult}
        onOpenChange={setNoResult}
        size="sm"
        title={d.noResultTitle}
        description={d.noResult}
        footer={
          <>
            <Button variant="secondary" onClick={() => setNoResult(false)}>
              {strings.common.close}
            </Button>
            <Button
              onClick={() => {
                setNoResult(false);
                start('competency');
              }}
            >
              {s.startNow}
            </Button>
          </>
        }
      />
      <Copyright />
    </div>
  );
}
