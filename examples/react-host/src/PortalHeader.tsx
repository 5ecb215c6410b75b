import { useEffect, useState } from 'react';
import { PortalLink } from './PortalLink';
import { MENU, type PortalRole } from './routes';
import type { Navigate } from './usePortalLocation';

type Person = { id: string; name: string; role: PortalRole };

/**
 * The portal's own header: who is signed in to the portal (not to Rolescope) and the pages
 * of their role.
 */
export function PortalHeader({ pathname, navigate }: { pathname: string; navigate: Navigate }) {
  const [person, setPerson] = useState<Person | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/portal/me', { signal: controller.signal })
      .then((res) => res.json() as Promise<Person>)
      .then(setPerson, () => undefined);
    return () => controller.abort();
  }, []);
  return (
    <header className="portal-header">
      <a href="/">Acme HR portal</a>
      {person ? (
        <nav aria-label="Portal" className="portal-nav">
          {MENU[person.role].map((item) => (
            <PortalLink
              key={item.to}
              to={item.to}
              navigate={navigate}
              current={pathname === item.to}
            >
              {item.label}
            </PortalLink>
          ))}
        </nav>
      ) : null}
      <span>{person ? `Signed in as ${person.name} (${person.id})` : null}</span>
    </header>
  );
}
