import { useEffect, useLayoutEffect, useRef } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { useStrings } from '../../strings/StringsContext';
import { ColorSchemeSwitch } from '../../theme/ColorSchemeSwitch';
import * as styles from './UserMenu.css';

export type UserMenuPanelProps = {
  /** The avatar button (outside presses on it are left to its own toggle). */
  reference: HTMLElement | null;
  /** The panel's id (the avatar's `aria-controls`) and its name's id. */
  id: string;
  labelId: string;
  onOpenChange: (open: boolean) => void;
  /** The user's name for the avatar, the display name and the e-mail. */
  avatarName: string | undefined;
  name: string;
  email: string;
  onProfile: () => void;
  onViewHistory: () => void;
  onSignOut: () => void;
};

/** The first control of the panel, where focus goes when it opens. */
const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), [tabindex="0"]';

/**
 * The user menu's open panel (mounted while open): the identity, the Theme choice, Profile,
 * View History and Sign Out, under the avatar (CSS places it: no portal, no Floating UI, so the
 * menu loads nothing on first use). Escape, a press outside and focus leaving close it; focus
 * moves into it and, when it closes with focus inside, back to the avatar.
 */
export function UserMenuPanel({
  reference,
  id,
  labelId,
  onOpenChange,
  avatarName,
  name,
  email,
  onProfile,
  onViewHistory,
  onSignOut,
}: UserMenuPanelProps) {
  const s = useStrings().userMenu;
  const panel = useRef<HTMLDivElement>(null);
  const inside = (node: unknown) => node instanceof Node && !!panel.current?.contains(node);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onOpenChange(false);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target) && !reference?.contains(event.target as Node)) onOpenChange(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  });
  // A layout effect: its cleanup runs while the panel (and the focus in it) is still there.
  useLayoutEffect(() => {
    const node = panel.current;
    (node?.querySelector<HTMLElement>(FOCUSABLE) ?? node)?.focus();
    return () => {
      if (node?.contains(document.activeElement)) reference?.focus();
    };
  }, [reference]);
  return (
    <div
      ref={panel}
      className={styles.panel}
      id={id}
      role="dialog"
      aria-labelledby={labelId}
      tabIndex={-1}
      onBlur={(event) => {
        if (event.relatedTarget && !inside(event.relatedTarget)) onOpenChange(false);
      }}
    >
      <div className={styles.identity}>
        <Avatar name={avatarName} email={email} size="lg" />
        <div className={styles.identityText}>
          <p id={labelId} className={styles.name}>
            {name}
          </p>
          {email ? <p className={styles.email}>{email}</p> : null}
          <p className={styles.online}>
            <span className={styles.onlineDot} aria-hidden="true" />
            {s.online}
          </p>
        </div>
      </div>
      <ColorSchemeSwitch />
      <div className={styles.actions}>
        <Button variant="ghost" fullWidth onClick={onProfile}>
          {s.profile}
        </Button>
        <Button variant="ghost" fullWidth onClick={onViewHistory}>
          {s.viewHistory}
        </Button>
        <Button variant="secondary" fullWidth onClick={onSignOut}>
          {s.signOut}
        </Button>
      </div>
    </div>
  );
}
