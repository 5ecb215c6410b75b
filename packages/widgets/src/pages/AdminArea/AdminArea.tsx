import type { Report } from '@rolescope/core';
import type { Organization } from '@rolescope/core/contract';
import { Button } from '../../primitives/Button';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session';
import { useStrings } from '../../strings';
import { Copyright } from '../shared/Copyright';
import * as page from '../shared/page.css';
import * as styles from './AdminArea.css';
import { AdminReportsPanel } from './AdminReportsPanel';
import { OrganizationsPanel } from './OrganizationsPanel';

export type AdminAreaProps = {
  /** "View Report" on a submitted report (e.g. to open the ReportDialog). */
  onViewReport: (report: Report) => void;
  /** "Insights" on an organisation's row; without it the rows have no such button. */
  onViewInsights?: (organization: Organization) => void;
  /** Called after signing out; default: navigate to /login. */
  onSignedOut?: () => void;
  className?: string;
};

/** The administrator area: organisation management and every user's submitted reports. */
export function AdminArea({
  onViewReport,
  onViewInsights,
  onSignedOut,
  className,
}: AdminAreaProps) {
  const s = useStrings().adminArea;
  const { navigate } = useRolescope();
  const { logout, user } = useSession();
  return (
    <div className={[page.page, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <div>
          <h1 className={page.title}>{s.title}</h1>
          <p className={page.muted}>{s.subtitle}</p>
          {user ? <p className={page.muted}>{user.email}</p> : null}
        </div>
        <Button
          variant="secondary"
          onClick={() =>
            void logout().then(() => (onSignedOut ? onSignedOut() : navigate('/login')))
          }
        >
          {s.signOut}
        </Button>
      </div>
      <OrganizationsPanel onViewInsights={onViewInsights} />
      <AdminReportsPanel onViewReport={onViewReport} />
      <Copyright />
    </div>
  );
}
