import { useEffect, useState } from 'react';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './UserMenu.css';

/** How long the panel's code may take before "Loading..." shows (a fast load shows nothing). */
const SHOW_AFTER_MS = 300;

/** Where the panel will open while its code loads: a polite "Loading..." after a short wait. */
export function UserMenuLoading() {
  const s = useStrings().common;
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(true), SHOW_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, []);
  return shown ? (
    <p role="status" className={styles.loading}>
      {s.loading}
    </p>
  ) : null;
}
