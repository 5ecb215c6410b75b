import type { MouseEvent, ReactNode } from 'react';
import type { Navigate } from './usePortalLocation';

type PortalLinkProps = { to: string; navigate: Navigate; children: ReactNode; current?: boolean };

/** A link to a page of the host: a real `<a href>`, opened in place on a plain click. */
export function PortalLink({ to, navigate, children, current }: PortalLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(to);
  };
  return (
    <a href={to} onClick={onClick} aria-current={current ? 'page' : undefined}>
      {children}
    </a>
  );
}
