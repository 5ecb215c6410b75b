import type { Report, ReportSummary } from '@rolescope/core';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import type { TableColumn } from '../../primitives/Table';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { CareerTag } from '../../reports';
import { useStrings } from '../../strings';
import { PageCard } from '../shared/PageCard';
import { AdminTable } from './AdminTable';

/** Submitted reports per page in the admin area. */
const ADMIN_REPORTS_PAGE_SIZE = 10;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/**
 * Every user's submitted reports, newest first, paginated, as summaries (no bodies); View
 * reads the one report whole (`fetchAdminReport`) and opens it with `onViewReport`. Career
 * progression reports show their target role and a Career Progression label.
 */
export function AdminReportsPanel({ onViewReport }: { onViewReport: (report: Report) => void }) {
  const strings = useStrings();
  const s = strings.adminArea;
  const { client } = useRolescope();
  const id = useId();
  const [pageNumber, setPageNumber] = useState(1);
  const list = useQuery({
    queryKey: rolescopeKey('fetchReports', 'all', pageNumber),
    queryFn: ({ signal }) =>
      client.listAllReports({ page: pageNumber, limit: ADMIN_REPORTS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
  const { toast } = useToast();
  const open = useMutation({
    mutationKey: rolescopeKey('openReport', 'admin'),
    mutationFn: async (summary: ReportSummary) => (await client.fetchAdminReport(summary._id)).data,
    onSuccess: (report) => onViewReport(report),
    onError: () => {
      const r = strings.reportsHistory;
      toast({ title: r.openErrorTitle, description: r.openErrorMessage, variant: 'destructive' });
    },
  });
  const limit = list.data?.pagination.limit ?? ADMIN_REPORTS_PAGE_SIZE;
  const columns: TableColumn<ReportSummary>[] = [
    {
      key: 'serial',
      header: s.reportColumns.serial,
      cell: (_, index) => (pageNumber - 1) * limit + index + 1,
    },
    { key: 'owner', header: s.reportColumns.owner, cell: (report) => report.email },
    {
      key: 'role',
      header: s.reportColumns.role,
      // A career report: its target role, labelled Career Progression.
      cell: (report) => (
        <>
          {report.targetRole ?? (report.role || strings.common.notAvailable)}
          <CareerTag report={report} />
        </>
      ),
    },
    {
      key: 'created',
      header: s.reportColumns.created,
      cell: (report) => dateFormat.format(new Date(report.createdAt)),
    },
    {
      key: 'actions',
      header: s.reportColumns.actions,
      cell: (report) => (
        <Button variant="secondary" size="sm" onClick={() => open.mutate(report)}>
          {s.viewReport}
        </Button>
      ),
    },
  ];

  return (
    <PageCard titleId={`${id}-title`} title={s.reportsTitle}>
      <AdminTable
        list={list}
        label={s.reportsTitle}
        labelledBy={`${id}-title`}
        columns={columns}
        rowKey={(report) => report._id}
        emptyText={s.noReports}
        pageNumber={pageNumber}
        onPageChange={setPageNumber}
      />
    </PageCard>
  );
}
