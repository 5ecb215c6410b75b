import {
  autoUpdate,
  FloatingFocusManager,
  FloatingPortal,
  flip,
  offset,
  shift,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import { Avatar } from '../../primitives/Avatar';
import { Button } from '../../primitives/Button';
import { useStrings } from '../../strings/StringsContext';
import { ColorSchemeSwitch } from '../../theme/ColorSchemeSwitch';
import * as styles from './UserMenu.css';

export type UserMenuPanelProps = {
  /** Where the panel is portalled (the provider's portal root; null: the body). */
  portalRoot: HTMLElement | null;
  /** The avatar button (placed against, outside presses on it left to its own toggle). */
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

/**
 * The user menu's open panel (mounted while open): the identity, the Theme choice, Profile,
 * View History and Sign Out, placed by Floating UI under the avatar; Escape and an outside
 * press close it, focus moves into it and back to the avatar. It never renders on the server
 * (a part loads in the browser), hence its layout effects.
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
  portalRoot,
}: UserMenuPanelProps) {
  const s = useStrings().userMenu;
  const { refs, floatingStyles, context } = useFloating({
    open: true,
    onOpenChange,
    placement: 'bottom-end',
    elements: { reference },
    whileElementsMounted: autoUpdate,
    middleware: [offset(8), flip({ padding: 8 }), shift({ padding: 8 })],
  });
  // Escape (a document listener, wherever focus is) and a press outside close it.
  const { getFloatingProps } = useInteractions([useDismiss(context)]);
  return (
    <FloatingPortal root={portalRoot}>
      <FloatingFocusManager context={context} modal={false}>
        <div
          ref={refs.setFloating}
          className={styles.panel}
          style={floatingStyles}
          {...getFloatingProps()}
          id={id}
          role="dialog"
          aria-labelledby={labelId}
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
      </FloatingFocusManager>
    </FloatingPortal>
  );
}
