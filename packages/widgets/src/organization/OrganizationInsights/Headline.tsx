import type { Insights } from '@rolescope/core/contract';
import { reportsChange } from '../../model/organization/insightsModel';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './OrganizationInsights.css';

/** Employees evaluated and not yet, reports this period and the change since the previous one. */
export function Headline({ insights }: { insights: Insights }) {
  const s = useStrings().organizationInsights;
  const { current, change } = reportsChange(insights);
  const changeText =
    change === 0
      ? s.changeNone
      : formatString(change > 0 ? s.changeUp : s.changeDown, { change: Math.abs(change) });
  const items = [
    { label: s.evaluated, value: insights.employees.evaluated },
    { label: s.notEvaluated, value: insights.employees.notEvaluated },
    { label: s.reports, value: current, note: changeText },
  ];
  return (
    <section aria-label={s.headline} className={styles.section}>
      <dl className={styles.figures}>
        {items.map((item) => (
          <div key={item.label} className={styles.figure}>
            <dt className={styles.subtitle}>{item.label}</dt>
            <dd className={styles.figureValue}>{item.value.toLocaleString('en')}</dd>
            {item.note ? <dd className={styles.subtitle}>{item.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
