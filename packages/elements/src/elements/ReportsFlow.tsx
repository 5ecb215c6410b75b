import { ReportsHistory, useSession } from '@rolescope/widgets';
import * as styles from '../base/elements.css';
import type { WidgetContext } from '../base/RolescopeElementBase';

/** The signed-in user's reports and drafts; a note while nobody is signed in. */
export function ReportsFlow({ strings }: WidgetContext) {
  const { isAuthenticated, authLoading } = useSession();
  if (authLoading) return null;
  if (!isAuthenticated) return <p className={styles.note}>{strings.signInFirst}</p>;
  return <ReportsHistory />;
}
