import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { usePortalRoot } from '../../primitives/portal';
import { useRolescope } from '../../provider/useRolescope';
import { displayNameOf, initialsOf } from '../../session/displayName';
import { useSession } from '../../session/useSession';
import { formatString } from '../../strings';
import { useStrings } from '../../strings/StringsContext';
import { ColorSchemeSwitch } from '../../theme/ColorSchemeSwitch';
import { ProfileDialog } from '../ProfileDialog';
import * as styles from './UserMenu.css';

export type UserMenuProps = {
  /** "View History"; default: navigate to /reports-history. */
  onViewHistory?: () => void;
  /** Called after logging out; default: navigate to /login. */
  onSignedOut?: () => void;
  className?: string;
};

/**
 * The header's user menu: an avatar (the name's initials, else the first two letters of the
 * e-mail, else U) opening a panel with the display name (the name, else the e-mail's local
 * part), the e-mail, an Online indicator, the Theme choice (when the host passes
 * `onColorSchemeChange`), Profile (the name, in a dialog), View History and Sign Out. Sign Out
 * asks for confirmation in a dialog that an outside click does not dismiss.
 */
export function UserMenu({ onViewHistory, onSignedOut, className }: UserMenuProps) {
  const s = useStrings().userMenu;
  const { navigate } = useRolescope();
  const { user, logout } = useSession();
  const portalRoot = usePortalRoot();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [editingProfile, setEditingProfile] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);

  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement: 'bottom-end',
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'dialog' }),
  ]);

  const name = displayNameOf(user, s.defaultName);
  const email = user?.email ?? '';
  const initials = initialsOf(user, s.defaultInitials);

  // The profile dialog opens from the panel (gone by then): focus goes back to the avatar.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editingProfile) triggerRef.current?.focus();
    wasEditing.current = editingProfile;
  }, [editingProfile]);

  const confirmLogout = async () => {
    setLeaving(true);
    await logout();
    setLeaving(false);
    setConfirming(false);
    if (onSignedOut) onSignedOut();
    else navigate('/login');
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <button
        ref={(node) => {
          triggerRef.current = node;
          refs.setReference(node);
        }}
        type="button"
        className={styles.trigger}
        aria-label={formatString(s.triggerLabel, { initials, name })}
        {...getReferenceProps()}
      >
        <Avatar name={user?.name} email={email} />
      </button>
      {open ? (
        <FloatingPortal root={portalRoot}>
          <FloatingFocusManager context={context} modal={false}>
            <div
              ref={refs.setFloating}
              className={styles.panel}
              style={floatingStyles}
              role="dialog"
              aria-labelledby={`${id}-name`}
              {...getFloatingProps()}
            >
              <div className={styles.identity}>
                <Avatar name={user?.name} email={email} size="lg" />
                <div className={styles.identityText}>
                  <p id={`${id}-name`} className={styles.name}>
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
                <Button
                  variant="ghost"
                  fullWidth
                  onClick={() => {
                    setOpen(false);
                    setEditingProfile(true);
                  }}
                >
                  {s.profile}
                </Button>
                <Button
                  variant="ghost"
                  fullWidth
                  onClick={() => {
                    setOpen(false);
                    if (onViewHistory) onViewHistory();
                    else navigate('/reports-history');
                  }}
                >
                  {s.viewHistory}
                </Button>
                <Button
                  variant="secondary"
                  fullWidth
                  onClick={() => {
                    setOpen(false);
                    setConfirming(true);
                  }}
                >
                  {s.signOut}
                </Button>
              </div>
            </div>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
      <ProfileDialog open={editingProfile} onOpenChange={setEditingProfile} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        dismissable={false}
        title={s.logoutTitle}
        description={s.logoutDescription}
        cancelLabel={s.no}
        confirmLabel={s.yes}
        pending={leaving}
        onConfirm={confirmLogout}
      />
    </div>
  );
}
