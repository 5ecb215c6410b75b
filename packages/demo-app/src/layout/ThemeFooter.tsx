import { ColorSchemeSwitch } from '@rolescope/widgets';
import { Outlet } from 'react-router';

/**
 * The pages without the header's user menu (public pages, the admin area, not-found): the
 * page, then a footer holding the Theme choice (the protected pages have it in the user menu).
 */
export function ThemeFooter() {
  return (
    <>
      <Outlet />
      <footer className="rs-demo-footer">
        <ColorSchemeSwitch />
      </footer>
    </>
  );
}
