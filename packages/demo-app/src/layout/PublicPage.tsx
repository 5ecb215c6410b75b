import { useStrings } from '@rolescope/widgets';
import type { ReactNode } from 'react';
import { Logo } from './Logo';

/**
 * A standalone account page (sign-up, the code, forgot and reset password, password changed):
 * the product's name as the page's level-one heading above the widget, whose own title is a
 * level-two heading, centred; `narrow` puts the widget on a 440 px card.
 */
export function PublicPage({
  narrow = false,
  children,
}: {
  narrow?: boolean;
  children: ReactNode;
}) {
  const s = useStrings().common;
  return (
    <main className="rs-demo-full rs-demo-centered rs-demo-public">
      <h1 className="rs-demo-brand">
        <Logo />
        {s.productName}
      </h1>
      {narrow ? <div className="rs-demo-narrow">{children}</div> : children}
    </main>
  );
}
