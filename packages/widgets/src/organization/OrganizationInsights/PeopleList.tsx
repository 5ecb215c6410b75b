import type { EmbedReportSummary, InsightsPeriod } from '@rolescope/core/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { saveTextFile } from '../../model/files/saveTextFile';
import { insightsCsvFileName, peopleCsv } from '../../model/organization/insightsCsv';
import { cellReportsQuery, type InsightsFilters } from '../../model/organization/insightsFilters';
import type { HeatmapCell } from '../../model/organization/insightsModel';
import { Button } from '../../primitives/Button';
import { useOrganizationClient } from '../../provider/useOrganizationClient';
import { ReportDialog } from '../../reports';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { cellPeopleQueryOptions, embedReportQueryOptions } from './insightsQueries';
import * as styles from './OrganizationInsights.css';

type PeopleListProps = {
  cell: HeatmapCell;
  filters: InsightsFilters;
  period: InsightsPeriod;
  onClose: () => void;
};

/**
 * The people behind a heatmap cell (their reports of the period that rated the competency),
 * page by page; a person opens their whole report in the ReportDialog. Focus moves to the
 * list's heading when it opens.
 */
export function PeopleList({ cell, filters, period, onClose }: PeopleListProps) {
  const s = useStrings().organizationInsights;
  const client = useOrganizationClient();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useInfiniteQuery(
    cellPeopleQueryOptions(client, cellReportsQuery(filters, period, cell)),
  );
  const [openId, setOpenId] = useState<string | null>(null);
  const report = useQuery({ ...embedReportQueryOptions(client, openId ?? ''), enabled: !!openId });
  useEffect(() => heading.current?.focus(), []);
  const people: EmbedReportSummary[] = query.data?.pages.flatMap((p) => p.data) ?? [];
  const title = formatString(s.peopleTitle, {
    competency: cell.competencyName,
    group: cell.groupName,
  });
  const exportCsv = () =>
    saveTextFile(
      insightsCsvFileName(title),
      peopleCsv(people, {
        employee: s.employee,
        role: s.role,
        team: s.team,
        department: s.department,
        submitted: s.submitted,
        careerLevel: s.careerLevel,
      }),
      'text/csv;charset=utf-8',
    );
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h3 id={titleId} ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          {title}
        </h3>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button variant="secondary" size="sm" disabled={!people.length} onClick={exportCsv}>
            {s.exportCsv}
          </Button>
          <Button variant="secondary" size="sm" onClick={onClose}>
            {s.close}
          </Button>
        </div>
      </div>
      {query.isPending ? <p role="status">{s.peopleLoading}</p> : null}
      {query.isError ? <p role="alert">{s.peopleError}</p> : null}
      {query.isSuccess && people.length === 0 ? <p>{s.peopleEmpty}</p> : null}
      {people.length > 0 ? (
        <div className={styles.tableBox}>
          <table className={styles.table} aria-labelledby={titleId}>
            <thead>
              <tr>
                {[s.employee, s.role, s.team, s.department, s.submitted, s.careerLevel].map((c) => (
                  <th key={c} scope="col" className={styles.th}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {people.map((p) => (
                <tr key={p._id}>
                  <th scope="row" className={styles.rowHeader}>
                    <button
                      type="button"
                      className={styles.personButton}
                      aria-label={formatString(s.openReport, { employee: p.externalUserId })}
                      onClick={() => setOpenId(p._id)}
                    >
                      {p.externalUserId}
                    </button>
                  </th>
                  <td className={styles.td}>{p.role}</td>
                  <td className={styles.td}>{p.team?.name ?? ''}</td>
                  <td className={styles.td}>{p.department ?? ''}</td>
                  <td className={styles.td}>{p.createdAt.slice(0, 10)}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>
                    {p.scoreDetails?.careerLevel ?? ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {query.hasNextPage ? (
        <div className={styles.noPrint}>
          <Button
            variant="secondary"
            size="sm"
            pending={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {s.more}
          </Button>
        </div>
      ) : null}
      {report.isError ? <p role="alert">{s.reportError}</p> : null}
      <ReportDialog
        report={report.data ?? null}
        open={openId !== null && report.isSuccess}
        onOpenChange={(open) => {
          if (!open) setOpenId(null);
        }}
      />
    </section>
  );
}
