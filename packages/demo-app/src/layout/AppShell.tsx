import { UserMenu, useStrings } from '@rolescope/widgets';
import { Link, Outlet } from 'react-router';
import { Logo } from './Logo';

/** Protected pages: a header with the logo (to /competency-evaluation) and the user menu. */
export function AppShell() {
  const s = useStrings();
  return (
    <div className="rs-demo-shell">
      <header className="rs-demo-header">
        <Link to="/competency-evaluation" className="rs-demo-logo" aria-label={s.appShell.homeLink}>
          <Logo />
          <span aria-hidden="true">{s.common.productName}</span>
        </Link>
        <nav aria-label={s.appShell.mainNavigation} className="rs-demo-nav">
          <Link to="/help" className="rs-demo-nav-link">
            {s.appShell.help}
          </Link>
          <UserMenu />
        </nav>
      </header>
      <main className="rs-demo-main">
        <Outlet />
      </main>
    </div>
  );
}
