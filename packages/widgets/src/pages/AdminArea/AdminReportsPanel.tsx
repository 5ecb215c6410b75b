import type { Report } from '@rolescope/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings';
import * as page from '../shared/page.css';
import * as styles from './AdminArea.css';
import { Pagination } from './Pagination';

/** Submitted reports per page in the admin area. */
export const ADMIN_REPORTS_PAGE_SIZE = 10;

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** Every user's submitted reports, newest first, paginated; each opens with `onViewReport`. */
export function AdminReportsPanel({ onViewReport }: { onViewReport: (report: Report) => void }) {
  const strings = useStrings();
  const s = strings.adminArea;
  const { client } = useRolescope();
  const id = useId();
  const [pageNumber, setPageNumber] = useState(1);
  const list = useQuery({
    queryKey: ['fetchReports', 'all', pageNumber],
    queryFn: ({ signal }) =>
      client.listAllReports({ page: pageNumber, limit: ADMIN_REPORTS_PAGE_SIZE }, { signal }),
    placeholderData: keepPreviousData,
  });
  const rows = list.data?.data ?? [];
  const limit = list.data?.pagination.limit ?? ADMIN_REPORTS_PAGE_SIZE;

  return (
    <section className={page.card} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={page.sectionTitle}>
        {s.reportsTitle}
      </h2>
      {list.isPending ? <p className={page.muted}>{s.loading}</p> : null}
      {list.isError ? (
        <div className={page.row} role="alert">
          <p className={page.muted}>{s.loadError}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {s.retry}
          </Button>
        </div>
      ) : null}
      {list.isSuccess && rows.length === 0 ? <p className={page.muted}>{s.noReports}</p> : null}
      {rows.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} aria-labelledby={`${id}-title`}>
            <thead>
              <tr>
                <th className={styles.th} scope="col">
                  {s.reportColumns.serial}
                </th>
                <th className={styles.th} scope="col">
                  {s.reportColumns.owner}
                </th>
                <th className={styles.th} scope="col">
                  {s.reportColumns.role}
                </th>
                <th className={styles.th} scope="col">
                  {s.reportColumns.created}
                </th>
                <th className={styles.th} scope="col">
                  {s.reportColumns.actions}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((report, index) => (
                <tr key={report._id}>
                  <td className={styles.td}>{(pageNumber - 1) * limit + index + 1}</td>
                  <td className={styles.td}>{report.email}</td>
                  <td className={styles.td}>
                    {report.userFilledDetails.details?.role || strings.common.notAvailable}
                  </td>
                  <td className={styles.td}>{dateFormat.format(new Date(report.createdAt))}</td>
                  <td className={styles.td}>
                    <Button variant="secondary" size="sm" onClick={() => onViewReport(report)}>
                      {s.viewReport}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pagination
        label={s.reportsTitle}
        page={pageNumber}
        totalPages={list.data?.pagination.totalPages ?? 1}
        onPageChange={setPageNumber}
      />
    </section>
  );
}
