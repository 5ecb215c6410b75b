import type { TeamMember, TeamSortKey } from '@rolescope/core/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../primitives/Button';
import { ListState } from '../../primitives/ListState';
import { Pagination } from '../../primitives/Pagination';
import { useOrganizationClient } from '../../provider';
import { hasRole, useSessionRole } from '../../session/useSessionRole';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { TeamReportDialog } from './TeamReportDialog';
import * as styles from './TeamReports.css';
import { TeamTable } from './TeamTable';
import { nextTeamSort, type TeamSort, teamQueryOptions } from './teamQuery';

export type TeamReportsProps = {
  /** Rows per page (default 10; the server answers at most 100). */
  pageSize?: number;
  /**
   * Shows a Review button on each person with a submitted report, called with that report's
   * id (a host opens its review there, e.g. with ManagerReview).
   */
  onReview?: (reportId: string) => void;
};

/**
 * A manager's people (hr: the organisation's), each with their status and latest submitted
 * report: a page at a time from the server (`listTeamMembers`), columns that sort the whole
 * list on the server, and View opening the latest report in the ReportDialog. Only a
 * manager's or hr's embed session sees it; any other session gets a message and no request
 * for the organisation's data is made.
 */
export function TeamReports(props: TeamReportsProps) {
  // Managers (their reach) and hr (the organisation) read the list of people.
  const readsTeam = hasRole(useSessionRole(), 'manager', 'hr');
  const { teamReports: s } = useStrings();
  return (
    <section className={styles.root} aria-labelledby="rs-team-reports-title">
      <header>
        <h1 id="rs-team-reports-title" className={styles.title}>
          {s.title}
        </h1>
        <p className={styles.subtitle}>{s.subtitle}</p>
      </header>
      {readsTeam ? <TeamList {...props} /> : <ListState role="status">{s.wrongRole}</ListState>}
    </section>
  );
}

function TeamList({ pageSize = 10, onReview }: TeamReportsProps) {
  const client = useOrganizationClient();
  const { teamReports: s } = useStrings();
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<TeamSort>(null);
  const [viewing, setViewing] = useState<TeamMember | null>(null);
  const query = useQuery({
    ...teamQueryOptions(client, page, pageSize, sort),
    placeholderData: keepPreviousData,
  });
  const totalPages = query.data?.pagination.totalPages ?? 0;

  // The list shrank under a later page (people left the directory): show its last page.
  useEffect(() => {
    if (!query.isPlaceholderData && totalPages > 0 && page > totalPages) setPage(totalPages);
  }, [page, query.isPlaceholderData, totalPages]);

  // The server sorts the whole list; a new order starts again at its first page.
  const onSort = (key: TeamSortKey) => {
    setSort((current) => nextTeamSort(current, key));
    setPage(1);
  };

  if (!query.data && (query.isError || query.failureCount > 0)) {
    return (
      <ListState
        role="alert"
        title={s.errorTitle}
        action={
          <Button onClick={() => void query.refetch()} pending={query.isFetching}>
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
  if (!data || data.pagination.total === 0) {
    return <ListState title={s.emptyTitle}>{s.noPeople}</ListState>;
  }
  // Everyone fits on one page and no one has begun: say so above the names.
  const nobodyEvaluated =
    totalPages === 1 && data.data.every((m) => m.status === 'never-evaluated');
  return (
    <div className={styles.list} aria-busy={query.isPlaceholderData || undefined}>
      {nobodyEvaluated ? <p className={styles.stateText}>{s.emptyMessage}</p> : null}
      <TeamTable
        members={data.data}
        caption={formatString(s.tableCaption, {
          page: data.pagination.currentPage,
          total: totalPages,
        })}
        sort={sort}
        onSort={onSort}
        onView={setViewing}
        {...(onReview && { onReview })}
      />
      <Pagination
        label={s.pagination.label}
        page={page}
        totalPages={Math.max(totalPages, 1)}
        onPageChange={setPage}
      />
      <TeamReportDialog member={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
