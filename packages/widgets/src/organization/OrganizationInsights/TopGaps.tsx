import { useId } from 'react';
import type { Gap } from '../../model/organization/insightsModel';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './OrganizationInsights.css';

/** The ten largest gaps of the period: competency, team or department, how many below, mean gap. */
export function TopGaps({
  gaps,
  groupBy,
}: {
  gaps: readonly Gap[];
  groupBy: 'team' | 'department';
}) {
  const s = useStrings().organizationInsights;
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      {gaps.length === 0 ? (
        <>
          <h3 id={titleId} className={styles.sectionTitle}>
            {s.topGaps}
          </h3>
          <p className={styles.message}>{s.noGaps}</p>
        </>
      ) : (
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <caption id={titleId} className={styles.caption}>
              {s.topGaps}
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {s.competency}
                </th>
                <th scope="col" className={styles.th}>
                  {groupBy === 'team' ? s.team : s.department}
                </th>
                <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                  {s.below}
                </th>
                <th scope="col" className={`${styles.th} ${styles.numeric}`}>
                  {s.averageGap}
                </th>
              </tr>
            </thead>
            <tbody>
              {gaps.map((g) => (
                <tr key={`${g.competencyId}|${g.groupKey}`}>
                  <th scope="row" className={styles.rowHeader}>
                    {g.competency}
                  </th>
                  <td className={styles.td}>{g.group}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{g.below}</td>
                  <td className={`${styles.td} ${styles.numeric}`}>{g.averageGap.toFixed(2)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
