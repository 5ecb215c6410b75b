import { useId } from 'react';
import { useStrings } from '../../strings';
import { PageCard } from '../shared/PageCard';
import * as page from '../shared/page.css';
import * as styles from './HelpCenter.css';

/** The help page's side cards: contact information, business hours and system status. */
export function HelpSideCards() {
  const strings = useStrings();
  const s = strings.help;
  const h = strings.helpCenter;
  const id = useId();
  return (
    <aside className={styles.main}>
      <PageCard titleId={`${id}-contact`} title={s.contactInfoTitle}>
        <dl className={styles.list}>
          <div>
            <dt className={styles.term}>{h.emailLabel}</dt>
            <dd className={styles.definition}>
              <a href={`mailto:${h.contactEmail}`}>{h.contactEmail}</a>
            </dd>
          </div>
          <div>
            <dt className={styles.term}>{h.phoneLabel}</dt>
            <dd className={styles.definition}>{h.contactPhone}</dd>
          </div>
          <div>
            <dt className={styles.term}>{h.addressLabel}</dt>
            <dd className={styles.definition}>{h.contactAddress}</dd>
          </div>
        </dl>
      </PageCard>
      <PageCard titleId={`${id}-hours`} title={s.businessHoursTitle}>
        <ul className={styles.list}>
          {s.businessHours.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </PageCard>
      <PageCard titleId={`${id}-status`} title={s.systemStatusTitle}>
        <p className={page.muted}>{s.systemStatus}</p>
        <ul className={styles.list}>
          {h.statusServices.map((service) => (
            <li key={service}>
              <span className={styles.statusDot} aria-hidden="true" />
              {service}: {h.statusOperational}
            </li>
          ))}
        </ul>
      </PageCard>
    </aside>
  );
}
