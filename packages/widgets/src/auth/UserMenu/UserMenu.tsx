import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { ConfirmDialog, preloadDialog } from '../../primitives/Dialog';
import { useRolescope } from '../../provider/useRolescope';
import { displayNameOf, initialsOf } from '../../session/displayName';
import { useSession } from '../../session/useSession';
import { formatString } from '../../strings';
import { useStrings } from '../../strings/StringsContext';
import { ProfileDialog } from '../ProfileDialog';
import * as styles from './UserMenu.css';
import { UserMenuPanel } from './UserMenuPanel';

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
  const id = useId();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [editingProfile, setEditingProfile] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // Profile and Sign Out open dialogs from the menu: their code comes while it shows.
    preloadDialog();
  }, [open]);

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

  const close = (refocus = true) => {
    setOpen(false);
    if (refocus) triggerRef.current?.focus();
  };
  return (
    <div ref={rootRef} className={[styles.root, className].filter(Boolean).join(' ')}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={formatString(s.triggerLabel, { initials, name })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => setOpen(!open)}
      >
        <Avatar name={user?.name} email={email} />
      </button>
      {open ? (
        <UserMenuPanel
          root={rootRef}
          id={`${id}-panel`}
          labelId={`${id}-name`}
          onClose={close}
          avatarName={user?.name}
          name={name}
          email={email}
          onProfile={() => {
            close();
            setEditingProfile(true);
          }}
          onViewHistory={() => {
            close();
            if (onViewHistory) onViewHistory();
            else navigate('/reports-history');
          }}
          onSignOut={() => {
            close();
            setConfirming(true);
          }}
        />
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
