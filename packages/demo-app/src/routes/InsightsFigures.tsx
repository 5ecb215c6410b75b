import { type OrganizationClient, useOrganizationClient, useStrings } from '@rolescope/widgets';
import { useQuery } from '@tanstack/react-query';

type Insights = Awaited<ReturnType<OrganizationClient['fetchOrganizationInsights']>>['data'];
type Figures = Insights['current'];

const period = ({ from, to }: { from: string; to: string }) =>
  from === to ? from : `${from} to ${to}`;

/** The competency most often rated below its recommended level in a period, if any. */
const widestGap = (figures: Figures) =>
  [...figures.competencies].sort((a, b) => b.shareBelow - a.shareBelow)[0];

const percent = (share: number) => `${Math.round(share * 100)}%`;

/**
 * The headline figures of an organisation's insights (this period against the one before,
 * then team by team), read with the administrator's session.
 */
export function InsightsFigures({ organizationId }: { organizationId: string }) {
  const client = useOrganizationClient();
  const common = useStrings().adminArea;
  // Starts with 'rolescope', as the widgets' keys do: signing out clears it with theirs.
  const insights = useQuery({
    queryKey: ['rolescope', 'organizationInsights', organizationId],
    queryFn: ({ signal }) =>
      client.fetchOrganizationInsights({ id: organizationId, groupBy: 'team' }, { signal }),
  });
  if (insights.isPending) {
    return (
      <p role="status" className="rs-demo-insights-note">
        {common.loading}
      </p>
    );
  }
  if (insights.isError) {
    return (
      <p role="alert" className="rs-demo-insights-note">
        {common.loadError}
      </p>
    );
  }
  const { data } = insights.data;
  const gapNow = widestGap(data.current);
  const gapBefore = widestGap(data.previous);
  const rows: [string, string, string][] = [
    ['Period', period(data.period), period(data.previousPeriod)],
    ['Reports submitted', String(data.current.reports), String(data.previous.reports)],
    [
      'Widest gap',
      gapNow ? `${gapNow.name} (${percent(gapNow.shareBelow)} below)` : 'None',
      gapBefore ? `${gapBefore.name} (${percent(gapBefore.shareBelow)} below)` : 'None',
    ],
  ];
  return (
    <>
      <p className="rs-demo-insights-note">
        {data.employees.total} employees, {data.employees.evaluated} evaluated,{' '}
        {data.employees.notEvaluated} not evaluated yet.
      </p>
      <table className="rs-demo-insights-table">
        <caption>Headline figures</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">This period</th>
            <th scope="col">Period before</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(([name, now, before]) => (
            <tr key={name}>
              <th scope="row">{name}</th>
              <td>{now}</td>
              <td>{before}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table className="rs-demo-insights-table">
        <caption>By team</caption>
        <thead>
          <tr>
            <th scope="col">Team</th>
            <th scope="col">Employees</th>
            <th scope="col">Evaluated</th>
            <th scope="col">Reports this period</th>
            <th scope="col">Reports the period before</th>
          </tr>
        </thead>
        <tbody>
          {(data.groups ?? []).map((g) => (
            <tr key={g.key}>
              <th scope="row">{g.name}</th>
              <td>{g.employees.total}</td>
              <td>{g.employees.evaluated}</td>
              <td>{g.current.reports}</td>
              <td>{g.previous.reports}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
