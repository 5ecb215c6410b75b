import { type RefObject, useEffect, useRef } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { useStrings } from '../../strings/StringsContext';
import { ColorSchemeSwitch } from '../../theme/ColorSchemeSwitch';
import * as styles from './UserMenu.css';

export type UserMenuPanelProps = {
  /** The menu's root (the avatar and this panel): a press or focus outside it closes the panel. */
  root: RefObject<HTMLElement | null>;
  /** The panel's id (the avatar's `aria-controls`) and its name's id. */
  id: string;
  labelId: string;
  /** Closes the panel; `refocus`: focus goes back to the avatar (Escape). */
  onClose: (refocus: boolean) => void;
  /** The user's name for the avatar, the display name and the e-mail. */
  avatarName: string | undefined;
  name: string;
  email: string;
  onProfile: () => void;
  onViewHistory: () => void;
  onSignOut: () => void;
};

/**
 * The user menu's open panel (mounted while open), placed by CSS under the avatar: the identity,
 * the Theme choice, Profile, View History and Sign Out. Focus moves to it when it opens; Escape
 * (wherever focus is), a press outside the menu or focus leaving it close it.
 */
export function UserMenuPanel({
  root,
  id,
  labelId,
  onClose,
  avatarName,
  name,
  email,
  onProfile,
  onViewHistory,
  onSignOut,
}: UserMenuPanelProps) {
  const s = useStrings().userMenu;
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    ref.current?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current(true);
    };
    // The event's path, not its target: in a shadow root the document sees the host as target.
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current || !event.composedPath().includes(root.current)) close.current(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [root]);
  return (
    <div
      ref={ref}
      className={styles.panel}
      id={id}
      role="dialog"
      aria-labelledby={labelId}
      tabIndex={-1}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (next instanceof Node && !root.current?.contains(next)) onClose(false);
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
