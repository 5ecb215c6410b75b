import type { Report, ReportSummary } from '@rolescope/core';
import { useEffect, useRef, useState } from 'react';
import type { CareerDraftState } from '../../model/career/careerDraft';
import { isCareerReport } from '../../model/career/readCareerReport';
import type { EvaluationNavigationState } from '../../model/evaluation/types';
import { careerDraftStateOf, completeAssessmentState } from '../../model/reports/draftState';
import { nextSort, type SortKey, type SortState } from '../../model/reports/sortReports';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { ListState } from '../../primitives/ListState';
import { Pagination } from '../../primitives/Pagination';
import { useRolescope } from '../../provider/useRolescope';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './ReportsHistory.css';
import { type ReportRow, ReportsTable } from './ReportsTable';
import { useDeleteDraft } from './useDeleteDraft';
import { useOpenReport } from './useOpenReport';
import { useReportsPage } from './useReportsPage';
import { ViewReportDialog } from './ViewReportDialog';

export type ReportsHistoryProps = {
  /** Rows per page (default 10, the specification's page size). */
  pageSize?: number;
  /**
   * View Report, with the whole report (read with `fetchUserReport` when clicked); by default
   * the widget opens the ReportDialog itself.
   */
  onViewReport?: (report: Report) => void;
  /** Complete Assessment on a competency draft; default `onNavigate('/competency-evaluation', state)`. */
  onCompleteAssessment?: (state: EvaluationNavigationState) => void;
  /**
   * Complete Assessment on a career draft (the draft's id and saved body, for
   * `CareerProgressionEvaluation`'s `initialDraft`); default
   * `onNavigate('/career-progression-evaluation', state)`.
   */
  onResumeCareerDraft?: (state: CareerDraftState) => void;
  /** Back to Home; default `onNavigate('/competency-evaluation')`. */
  onBack?: () => void;
  /** Start Evaluation (empty state); default `onNavigate('/competency-evaluation')`. */
  onStartEvaluation?: () => void;
  /** Retry on the error screen; default loads the list again in place. */
  onRetry?: () => void;
};

const HOME = '/competency-evaluation';
const CAREER = '/career-progression-evaluation';

/**
 * The signed-in user's submitted reports and drafts, a page of summaries at a time from the
 * server (newest first, `fetchUserReportSummaries`), with real pagination and columns that
 * sort the whole list on the server (S.No stays each row's position in that order). A report is read whole (`fetchUserReport`) only when it
 * is viewed or resumed, and prefetched when the pointer or focus reaches its button.
 */
export function ReportsHistory({
  pageSize = 10,
  onViewReport,
  onCompleteAssessment,
  onResumeCareerDraft,
  onBack,
  onStartEvaluation,
  onRetry,
}: ReportsHistoryProps) {
  const { navigate } = useRolescope();
  const { reportsHistory: s } = useStrings();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState>(null);
  // View opens the dialog through its own state: the page behind it does not render again.
  const viewer = useRef<((summary: ReportSummary) => void) | null>(null);
  const [deleting, setDeleting] = useState<ReportSummary | null>(null);
  const query = useReportsPage(page, pageSize, sort);
  const deleteDraft = useDeleteDraft(query.email);
  const { open, prefetch } = useOpenReport(query.email);
  const totalPages = query.data?.pagination.totalPages ?? 0;

  // A page past the end (the last draft of the last page deleted): show the last page.
  useEffect(() => {
    if (!query.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, query.isPlaceholderData, totalPages]);

  const goHome = onBack ?? (() => navigate(HOME));
  const startEvaluation = onStartEvaluation ?? (() => navigate(HOME));
  const view = (summary: ReportSummary) =>
    onViewReport
      ? open.mutate(summary, { onSuccess: (report) => onViewReport(report) })
      : viewer.current?.(summary);
  const resume = (summary: ReportSummary) =>
    open.mutate(summary, { onSuccess: (report) => complete(report) });
  const complete = (report: Report) => {
    if (isCareerReport(report)) {
      const career = careerDraftStateOf(report);
      if (onResumeCareerDraft) onResumeCareerDraft(career);
      else navigate(CAREER, career);
      return;
    }
    const state = completeAssessmentState(report);
    if (onCompleteAssessment) onCompleteAssessment(state);
    else navigate(HOME, state);
  };
  // The server sorts the whole list; a new order starts again at its first page.
  const onSort = (key: SortKey) => {
    setSort((current) => nextSort(current, key));
    setPage(1);
  };

  const retry = onRetry ?? (() => void query.refetch());

  const body = () => {
    // A failed first load shows its error at once, also while the query retries in the
    // background (a server error may pass): never seconds of "Loading" before it.
    if (!query.data && (query.isError || query.failureCount > 0)) {
      return (
        <ListState
          role="alert"
          title={s.errorTitle}
          action={
            <Button onClick={retry} pending={query.isFetching && query.isError}>
              {s.retry}
            </Button>
          }
        >
          {s.errorMessage}
        </ListState>
      );
    }
    if (query.isPending) {
      return (
        <ListState role="status" spinner>
          {s.loading}
        </ListState>
      );
    }
    const data = query.data;
    if (!data || data.pagination.totalReports === 0) {
      return (
        <ListState
          title={s.emptyTitle}
          action={<Button onClick={startEvaluation}>{s.startEvaluation}</Button>}
        >
          {s.emptyMessage}
        </ListState>
      );
    }
    const { currentPage, limit } = data.pagination;
    const rows: ReportRow[] = data.data.map((report, index) => ({
      report,
      serial: (currentPage - 1) * limit + index + 1,
    }));
    return (
      <div className={styles.list} aria-busy={query.isPlaceholderData || undefined}>
        <ReportsTable
          rows={rows}
          caption={formatString(s.tableCaption, { page: currentPage, total: totalPages })}
          sort={sort}
          onSort={onSort}
          onView={view}
          onComplete={resume}
          onDelete={setDeleting}
          onPrefetch={prefetch}
          resuming={open.isPending ? (open.variables?._id ?? null) : null}
        />
        <Pagination
          label={s.pagination.label}
          page={page}
          totalPages={Math.max(totalPages, 1)}
          onPageChange={setPage}
        />
      </div>
    );
  };

  return (
    <section className={styles.root} aria-labelledby="rs-reports-history-title">
      <header className={styles.header}>
        <div>
          <h1 id="rs-reports-history-title" className={styles.title}>
            {s.title}
          </h1>
          <p className={styles.subtitle}>{s.subtitle}</p>
        </div>
        <Button variant="secondary" onClick={goHome}>
          {s.backToHome}
        </Button>
      </header>
      {body()}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={s.deleteTitle}
        description={s.deleteConfirm}
        cancelLabel={s.cancel}
        confirmLabel={s.confirmDelete}
        destructive
        pending={deleteDraft.isPending}
        onConfirm={() => {
          if (!deleting) return;
          deleteDraft.mutate(deleting._id, { onSettled: () => setDeleting(null) });
        }}
      />
      {onViewReport ? null : <ViewReportDialog email={query.email} openRef={viewer} />}
    </section>
  );
}
