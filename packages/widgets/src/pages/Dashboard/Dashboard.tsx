import type { Report, ReportType } from '@rolescope/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session';
import { formatString, useStrings } from '../../strings';
import { ReportTypeDialog } from '../ReportTypeDialog';
import { Copyright } from '../shared/Copyright';
import { PageCard } from '../shared/PageCard';
import * as page from '../shared/page.css';
import * as styles from './Dashboard.css';
import { findLatestCompleted } from './findLatestCompleted';

export type DashboardProps = {
  /**
   * Start an evaluation of a type. Default: navigate to /competency-evaluation with the
   * state `{ reportType }` (the wizard sends career to /career-progression-evaluation).
   */
  onStart?: (reportType: ReportType) => void;
  /** "See My Result": called with the newest completed report (e.g. to open the ReportDialog). */
  onViewReport: (report: Report) => void;
  className?: string;
};

/**
 * The user dashboard: a welcome with the user's name, the Competency Report card (Start
 * Now), the See My Result card (View opens the newest completed report) and the Select
 * Report Type dialog.
 */
export function Dashboard({ onStart, onViewReport, className }: DashboardProps) {
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

  const latest = useMutation({
    mutationKey: rolescopeKey('latestCompleted'),
    mutationFn: () => findLatestCompleted(client, user?.email ?? ''),
    onSuccess: (report) => (report ? onViewReport(report) : setNoResult(true)),
  });

  return (
    <div className={[page.page, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <div>
          <h1 className={page.title}>
            {formatString(d.welcome, { name: user?.name || d.defaultName })}
          </h1>
          <p className={page.muted}>{d.intro}</p>
        </div>
        <Button variant="secondary" onClick={() => setChoosing(true)}>
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
        <PageCard titleId={`${id}-result`} title={s.seeMyResult} titleClassName={styles.cardTitle}>
          <p className={page.muted}>{d.seeMyResultText}</p>
          {latest.isError ? (
            <p className={page.muted} role="alert">
              {strings.toasts.errorFallback}
            </p>
          ) : null}
          <div className={styles.cardActions}>
            <Button
              variant="secondary"
              pending={latest.isPending}
              onClick={() => latest.mutate()}
              aria-describedby={`${id}-result`}
            >
              {s.view}
            </Button>
          </div>
        </PageCard>
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
