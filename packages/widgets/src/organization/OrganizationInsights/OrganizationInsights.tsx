import type { InsightsGroup } from '@rolescope/core/contract';
import { useQuery } from '@tanstack/react-query';
import { memo, useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { type InsightsFilters, insightsQueryOf } from '../../model/organization/insightsFilters';
import { buildHeatmap, type HeatmapCell, topGaps } from '../../model/organization/insightsModel';
import { Button } from '../../primitives/Button';
import { useOrganizationClient } from '../../provider/useOrganizationClient';
import { useSessionRole } from '../../session/useSessionRole';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { Filters } from './Filters';
import { Headline } from './Headline';
import { Heatmap } from './Heatmap';
import { insightsAccess } from './insightsAccess';
import { insightsQueryOptions } from './insightsQueries';
import { LevelDistribution } from './LevelDistribution';
import * as styles from './OrganizationInsights.css';
import { PeopleList } from './PeopleList';
import { TopGaps } from './TopGaps';
import { useFiltersState } from './useFiltersState';

export type OrganizationInsightsProps = {
  /** The filters, controlled: pass them with `onFiltersChange` (a plain object a URL can hold). */
  filters?: InsightsFilters;
  /** The filters to start with, uncontrolled. */
  defaultFilters?: InsightsFilters;
  /** Every change of the filters (controlled or not). */
  onFiltersChange?: (filters: InsightsFilters) => void;
  /**
   * The administrator's view of this organisation: a Rolescope administrator's session reads
   * the whole organisation through the admin row instead of an embed session's row. Its
   * cells show their people's count only (listing them is the organisation's own row).
   */
  organizationId?: string;
  className?: string;
};

/**
 * The organisation's insights for HR (the whole organisation) and managers (their reach, as
 * the server scopes it): headline figures, career levels and categories, a competency heatmap
 * by team or department with its people and their reports, the largest gaps, filters, CSV and
 * print. Another role sees a message and nothing of the organisation is asked for.
 */
export function OrganizationInsights(props: OrganizationInsightsProps) {
  const s = useStrings().organizationInsights;
  const access = insightsAccess(useSessionRole(), props.organizationId);
  if (access.status === 'loading') return <p role="status">{s.loading}</p>;
  if (access.status === 'denied')
    return <p role="note">{access.reason === 'role' ? s.employeeOnly : s.featureOff}</p>;
  return <InsightsView {...props} role={access.role} />;
}

// A change of the filters renders the filters again at once; the figures below keep the
// answer they show until the next one arrives, so each part renders again only when its own
// props change (5,000 people: the click's paint no longer waits for the whole view).
const HeadlineView = memo(Headline);
const LevelsView = memo(LevelDistribution);
const HeatmapView = memo(Heatmap);
const GapsView = memo(TopGaps);

const optionsOf = (groups: readonly InsightsGroup[] | undefined) =>
  (groups ?? []).filter((g) => g.key !== '').map((g) => ({ value: g.key, label: g.name }));

function InsightsView({
  filters: filtersProp,
  defaultFilters,
  onFiltersChange,
  organizationId,
  className,
  role,
}: OrganizationInsightsProps & { role: 'hr' | 'manager' }) {
  const s = useStrings().organizationInsights;
  const client = useOrganizationClient();
  const [filters, setFilters] = useFiltersState(filtersProp, defaultFilters, onFiltersChange);
  const query = useQuery(insightsQueryOptions(client, insightsQueryOf(filters), organizationId));
  // The filters' choices: every team, department and job family of the period (the
  // unfiltered view's query when the widget shows it, so usually one call more).
  const teams = useQuery(insightsQueryOptions(client, { groupBy: 'team' }, organizationId));
  const departments = useQuery(
    insightsQueryOptions(client, { groupBy: 'department' }, organizationId),
  );
  const [selected, setSelected] = useState<HeatmapCell | null>(null);
  const [printing, setPrinting] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  // Closing a cell's people list gives focus back to the cell that opened it.
  const closePeople = () => {
    const key = selected ? `${selected.groupKey}|${selected.competencyId}` : '';
    flushSync(() => setSelected(null));
    const cells = rootRef.current?.querySelectorAll<HTMLElement>('[data-cell]') ?? [];
    for (const cell of cells) if (cell.dataset.cell === key) cell.focus();
  };
  const groupBy = filters.groupBy ?? 'team';
  const data = query.data;
  const heatmap = useMemo(() => (data ? buildHeatmap(data) : null), [data]);
  const gaps = useMemo(() => (data ? topGaps(data) : []), [data]);
  const setAndClear = (next: InsightsFilters) => {
    setSelected(null);
    setFilters(next);
  };
  // The heatmap's switch, the same function from one render to the next (the memoised heatmap
  // is not rendered again by a filter's change); it reads the filters of the last render.
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const changeGroupBy = useCallback(
    (g: 'team' | 'department') => {
      setSelected(null);
      setFilters({ ...filtersRef.current, groupBy: g });
    },
    [setFilters],
  );
  const print = () => {
    // The print rules show only this widget while `data-printing` is set.
    flushSync(() => setPrinting(true));
    try {
      window.print();
    } finally {
      setPrinting(false);
    }
  };
  const titleText = role === 'manager' ? s.teamTitle : s.title;
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-printing={printing ? '' : undefined}
      ref={rootRef}
    >
      <div className={styles.header}>
        <div>
          <h2 className={styles.title}>{titleText}</h2>
          {data ? (
            <p className={styles.subtitle}>
              {formatString(s.periodLine, {
                from: data.period.from,
                to: data.period.to,
                previousFrom: data.previousPeriod.from,
                previousTo: data.previousPeriod.to,
              })}
            </p>
          ) : null}
        </div>
        <div className={`${styles.actions} ${styles.noPrint}`}>
          <Button variant="secondary" size="sm" onClick={print} disabled={!data}>
            {s.print}
          </Button>
        </div>
      </div>
      <Filters
        filters={filters}
        onChange={setAndClear}
        teams={optionsOf(teams.data?.groups)}
        departments={optionsOf(departments.data?.groups)}
        jobFamilies={(teams.data?.jobFamilies ?? []).map((f) => ({ value: f.id, label: f.name }))}
      />
      {query.isPending ? <p role="status">{s.loading}</p> : null}
      {query.isError && !data ? (
        <div role="alert" className={styles.section}>
          <p className={styles.message}>{s.error}</p>
          <div>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {s.retry}
            </Button>
          </div>
        </div>
      ) : null}
      {data && heatmap ? (
        <>
          <HeadlineView insights={data} />
          {data.current.reports === 0 ? (
            <p className={styles.message}>{s.empty}</p>
          ) : (
            <>
              <section className={styles.section} aria-label={s.careerLevels}>
                <LevelsView figures={data.current} />
              </section>
              <HeatmapView
                heatmap={heatmap}
                groupBy={groupBy}
                onGroupByChange={changeGroupBy}
                onSelect={organizationId === undefined ? setSelected : undefined}
                selected={selected}
              />
              {selected && organizationId === undefined ? (
                <PeopleList
                  key={`${selected.groupKey}|${selected.competencyId}`}
                  cell={selected}
                  filters={filters}
                  period={data.period}
                  onClose={closePeople}
                />
              ) : null}
              <GapsView gaps={gaps} groupBy={groupBy} />
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
