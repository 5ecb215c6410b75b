import {
  FloatingFocusManager,
  FloatingPortal,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  useId,
  useState,
} from 'react';
import { useStrings } from '../../strings/StringsContext';
import { usePortalRoot } from '../portal';
import * as styles from './Dialog.css';

export type DialogProps = styles.DialogVariants & {
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom (right-aligned). */
  footer?: ReactNode;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * An element that opens the dialog on click (a DOM element or a component forwarding its
   * ref); focus returns to it on close.
   */
  trigger?: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  /** False: clicking outside does not close the dialog (Escape and buttons still do). */
  dismissable?: boolean;
  /** Shows the × button (default: when dismissable). */
  showClose?: boolean;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** The element focused on open (default: the first focusable one). */
  initialFocus?: number | RefObject<HTMLElement | null>;
  className?: string;
};

/** A modal dialog: focus trapped inside and returned on close, Escape closes, title and description wired. */
export function Dialog({
  title,
  description,
  children,
  footer,
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  dismissable = true,
  showClose,
  role = 'dialog',
  initialFocus,
  size,
  className,
}: DialogProps) {
  const strings = useStrings();
  const portalRoot = usePortalRoot();
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const { refs, context } = useFloating({ open, onOpenChange: setOpen });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useClick(context, { enabled: trigger !== undefined }),
    useDismiss(context, { outsidePress: dismissable, outsidePressEvent: 'mousedown' }),
    useRole(context, { role }),
  ]);
  const titleId = `rs-dialog-${id}-title`;
  const descriptionId = `rs-dialog-${id}-description`;
  return (
    <>
      {trigger
        ? cloneElement(trigger, { ...getReferenceProps(trigger.props), ref: refs.setReference })
        : null}
      {open ? (
        <FloatingPortal root={portalRoot}>
          <div className={styles.overlay}>
            <FloatingFocusManager context={context} modal initialFocus={initialFocus}>
              {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal-capable */}
              <div
                ref={refs.setFloating}
                role={role}
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={description ? descriptionId : undefined}
                className={[styles.panel({ size }), className].filter(Boolean).join(' ')}
                {...getFloatingProps()}
              >
                <div className={styles.header}>
                  <h2 id={titleId} className={styles.title}>
                    {title}
                  </h2>
                  {description ? (
                    <p id={descriptionId} className={styles.description}>
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
                    aria-label={strings.common.close}
                    onClick={() => setOpen(false)}
                  >
                    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" aria-hidden="true">
                      <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
                    </svg>
                  </button>
                ) : null}
              </div>
            </FloatingFocusManager>
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}
