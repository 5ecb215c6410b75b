import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../../primitives/useIsomorphicLayoutEffect';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './AuthSidePanel.css';

export type AuthSidePanelProps = {
  /** Whether the side panel is shown. */
  open: boolean;
  /** The close button or Escape asks to close the panel. */
  onClose: () => void;
  /** The panel's accessible name (the title of what it shows, e.g. "Welcome Back"). */
  label: string;
  /** The hero beside the panel (70% of the width; all of it when the panel is closed). */
  hero: ReactNode;
  /** The panel's content. */
  children?: ReactNode;
  /** Focus moves into the panel again when this changes while open (e.g. the content's view). */
  contentKey?: string;
  /**
   * Where focus goes when the panel closes and it was not opened from an element still on the
   * page (e.g. a panel open at load): usually the hero's button that opens it.
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
  className?: string;
};

/**
 * The landing's split screen frame: a hero and a side panel that slides in at 30% of the width
 * (the whole width on phones; no slide with reduced motion), with a close button. Escape
 * inside the panel closes it too. Focus moves into the panel when it opens and back to the
 * element that opened it (else `returnFocusRef`) when it closes. Closed, the panel stays in
 * the page, hidden, so what was typed in it is kept. One frame serves the
 * AuthPanel widget and a host's own sign-in page (the demo's /login).
 */
export function AuthSidePanel({
  open,
  onClose,
  label,
  hero,
  children,
  contentKey,
  returnFocusRef,
  className,
}: AuthSidePanelProps) {
  const strings = useStrings();
  const panelRef = useRef<HTMLElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);

  // Before the browser paints the opened panel, remember what had focus (the opener).
  useIsomorphicLayoutEffect(() => {
    if (open && !wasOpen.current) {
      const active = document.activeElement;
      openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    }
  }, [open]);

  // Focus moves into the panel when it opens or changes content, and back out when it closes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: contentKey re-focuses the panel
  useEffect(() => {
    if (open) {
      panelRef.current?.focus();
    } else if (wasOpen.current) {
      const opener = openerRef.current;
      const target = opener?.isConnected ? opener : returnFocusRef?.current;
      target?.focus();
    }
    wasOpen.current = open;
  }, [open, contentKey]);

  // Only keys pressed in the panel itself: a dialog opened from it (portalled elsewhere in
  // the page, e.g. the terms) closes on its own Escape and leaves the panel open, and so does
  // an expanded control in it (a select's open list closes first).
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    const inPanel = target instanceof Element && panelRef.current?.contains(target);
    const expanded = target instanceof Element && target.getAttribute('aria-expanded') === 'true';
    if (event.key === 'Escape' && inPanel && !expanded && !event.defaultPrevented) {
      event.stopPropagation();
      onClose();
    }
  };

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-open={open}>
      <div className={styles.hero}>{hero}</div>
      {/* Hidden rather than removed when closed: what was typed in it is still there. */}
      <aside
        ref={panelRef}
        tabIndex={-1}
        aria-label={label}
        className={styles.panel}
        hidden={!open}
        onKeyDown={onKeyDown}
      >
        <div className={styles.panelBar}>
          <button
            type="button"
            className={styles.close}
            aria-label={strings.authPanel.close}
            onClick={onClose}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </button>
        </div>
        <div className={styles.panelBody}>{children}</div>
      </aside>
    </div>
  );
}
