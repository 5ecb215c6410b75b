import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { ConfirmDialog, preloadDialog } from '../../primitives/Dialog';
import { usePartLoaded } from '../../primitives/LazyView';
import { usePortalRoot } from '../../primitives/portal';
import { useRolescope } from '../../provider/useRolescope';
import { displayNameOf, initialsOf } from '../../session/displayName';
import { useSession } from '../../session/useSession';
import { formatString } from '../../strings';
import { useStrings } from '../../strings/StringsContext';
import { ProfileDialog } from '../ProfileDialog';
import { LazyUserMenuPanel } from './lazyPanel';
import * as styles from './UserMenu.css';
import { UserMenuLoading } from './UserMenuLoading';

const preload = () => {
  // A failed load is retried on the next approach or click; the menu stays closed meanwhile.
  LazyUserMenuPanel.preload().catch(() => {});
};

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
 * asks for confirmation in a dialog that an outside click does not dismiss. The panel (and
 * Floating UI) loads when the pointer or focus comes to the avatar; a click before it has
 * loaded opens it once loaded ("Loading..." shows if that takes a while).
 */
export function UserMenu({ onViewHistory, onSignedOut, className }: UserMenuProps) {
  const s = useStrings().userMenu;
  const { navigate } = useRolescope();
  const { user, logout } = useSession();
  const id = useId();
  const portalRoot = usePortalRoot();
  const [open, setOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [editingProfile, setEditingProfile] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const [trigger, setTrigger] = useState<HTMLButtonElement | null>(null);
  const setTriggerRef = useCallback((node: HTMLButtonElement | null) => {
    triggerRef.current = node;
    setTrigger(node);
  }, []);
  const loaded = usePartLoaded(LazyUserMenuPanel);
  useEffect(() => {
    if (!open) return;
    preload();
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

  const close = () => setOpen(false);
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <button
        ref={setTriggerRef}
        type="button"
        className={styles.trigger}
        aria-label={formatString(s.triggerLabel, { initials, name })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open && loaded ? `${id}-panel` : undefined}
        onClick={() => setOpen(!open)}
        onPointerEnter={preload}
        onPointerDown={preload}
        onFocus={preload}
      >
        <Avatar name={user?.name} email={email} />
      </button>
      {open && loaded ? (
        <LazyUserMenuPanel
          portalRoot={portalRoot}
          reference={trigger}
          id={`${id}-panel`}
          labelId={`${id}-name`}
          onOpenChange={setOpen}
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
      {open && !loaded ? <UserMenuLoading /> : null}
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
