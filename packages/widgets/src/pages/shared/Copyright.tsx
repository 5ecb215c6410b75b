import { formatString, useStrings } from '../../strings';
import * as styles from './page.css';

/** The footer line: copyright with the current year and the product name. */
export function Copyright({ year = new Date().getFullYear() }: { year?: number }) {
  const s = useStrings().common;
  return (
    <footer className={styles.footer}>
      <p>{formatString(s.copyright, { year: String(year), product: s.productName })}</p>
    </footer>
  );
}
