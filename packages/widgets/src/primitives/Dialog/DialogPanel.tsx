import {
  FloatingFocusManager,
  FloatingPortal,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';
import type { ReactNode, RefObject } from 'react';
import * as styles from './DialogPanel.css';

export type DialogPanelProps = {
  /** The ids the eager `Dialog` gives the panel, its title and description (its trigger's `aria-controls`). */
  ids: { panel: string; title: string; description: string };
  /** The trigger, when the dialog has one: focus returns to it on close. */
  reference: HTMLElement | null;
  /** Where the dialog is portalled (null: `document.body`). */
  portalRoot: HTMLElement | null;
  /** The × button's label. */
  closeLabel: string;
  /** The classes of the overlay and of the panel (its size variant, then the consumer's). */
  classNames: { overlay: string; panel: string };
  /** Called with false by Escape, the × button and (when dismissable) an outside press. */
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  dismissable: boolean;
  showClose?: boolean;
  role: 'dialog' | 'alertdialog';
  initialFocus?: number | RefObject<HTMLElement | null>;
};

/**
 * The open dialog (mounted while open, loaded on first use): Floating UI's modal focus manager
 * (focus moved inside, Tab trapped, focus returned on close to what had it before), Escape and,
 * when dismissable, an outside press close it.
 *
 * Floating UI's focus element is a wrapper inside the `dialog` (where `getFloatingProps` go),
 * not the dialog: for a focus element whose role is a dialog, the focus manager runs
 * `handleTabIndex` on mount, a `focusable` scan of the whole dialog forcing its style and
 * layout inside the opening click (report dialog). The dialog has the
 * `tabindex="-1"` that scan would have given it, and stays the floating element, so a press on
 * the overlay around it is outside.
 */
export function DialogPanel({
  ids,
  reference,
  onOpenChange,
  title,
  description,
  children,
  footer,
  dismissable,
  showClose,
  role,
  initialFocus,
  portalRoot,
  closeLabel,
  classNames,
}: DialogPanelProps) {
  const { refs, context } = useFloating({
    open: true,
    onOpenChange,
    elements: { reference },
  });
  const { getFloatingProps } = useInteractions([
    useDismiss(context, { outsidePress: dismissable, outsidePressEvent: 'mousedown' }),
  ]);
  return (
    <FloatingPortal root={portalRoot}>
      <div className={classNames.overlay}>
        <FloatingFocusManager context={context} modal initialFocus={initialFocus}>
          {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal-capable */}
          <div
            ref={refs.setFloating}
            id={ids.panel}
            role={role}
            aria-modal="true"
            aria-labelledby={ids.title}
            aria-describedby={description ? ids.description : undefined}
            tabIndex={-1}
            className={classNames.panel}
          >
            <div className={styles.content} {...getFloatingProps()}>
              <div className={styles.header}>
                <h2 id={ids.title} className={styles.title}>
                  {title}
                </h2>
                {description ? (
                  <p id={ids.description} className={styles.description}>
                    {description}
                  </p>
                ) : null}
              </div>
              {children}
              {footer ? <div className={styles.footer}>{footer}</div> : null}
              {(showClose ?? dismissable) ? (
                <button
                  type="button"
                  className={styles.close}
                  aria-label={closeLabel}
                  onClick={() => onOpenChange(false)}
                >
                  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                    <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </button>
              ) : null}
            </div>
          </div>
        </FloatingFocusManager>
      </div>
    </FloatingPortal>
  );
}
