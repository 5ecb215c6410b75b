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
import { useId, useState } from 'react';
import { Avatar } from '../../primitives/Avatar';
import { initialsOf } from '../../primitives/Avatar/initials';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { usePortalRoot } from '../../primitives/portal';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { useStrings } from '../../strings/StringsContext';
import { ColorSchemeSwitch } from '../../theme/ColorSchemeSwitch';
import * as styles from './UserMenu.css';

export type UserMenuProps = {
  /** "View History"; default: navigate to /reports-history. */
  onViewHistory?: () => void;
  /** Called after logging out; default: navigate to /login. */
  onSignedOut?: () => void;
  className?: string;
};

/**
 * The header's user menu: an avatar (first two letters of the e-mail, else U) opening a
 * panel with the name, e-mail, an Online indicator, the Theme choice (when the host passes
 * `onColorSchemeChange`), View History and Sign Out. Sign Out asks
 * for confirmation in a dialog that an outside click does not dismiss.
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

  const name = user?.name?.trim() || s.defaultName;
  const email = user?.email ?? '';

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
        ref={refs.setReference}
        type="button"
        className={styles.trigger}
        // The visible initials lead the name (what a speech-input user sees is what they say).
        aria-label={`${initialsOf(email, s.defaultInitials)}, ${s.triggerLabel}`}
        {...getReferenceProps()}
      >
        <Avatar email={email} />
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
                <Avatar email={email} size="lg" />
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
