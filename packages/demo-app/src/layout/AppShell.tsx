import { UserMenu, useStrings } from '@rolescope/widgets';
import { Link, NavLink, Outlet } from 'react-router';
import { Logo } from './Logo';

/**
 * Protected pages: a header with the logo (to /competency-evaluation), the Dashboard link (to
 * /user-dashboard, marked as the current page there), Help and the user menu.
 */
export function AppShell() {
  const s = useStrings();
  const dashboard = s.appShell.dashboard;
  return (
    <div className="rs-demo-shell">
      <header className="rs-demo-header">
        <Link to="/competency-evaluation" className="rs-demo-logo" aria-label={s.appShell.homeLink}>
          <Logo />
          <span className="rs-demo-logo-text" aria-hidden="true">
            {s.common.productName}
          </span>
        </Link>
        <nav aria-label={s.appShell.mainNavigation} className="rs-demo-nav">
          <NavLink to="/user-dashboard" className="rs-demo-nav-link" end>
            {dashboard}
          </NavLink>
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
