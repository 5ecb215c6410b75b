import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefObject,
  Suspense,
  type SyntheticEvent,
  useId,
  useState,
} from 'react';
import { useStrings } from '../../strings/StringsContext';
import { usePortalRoot } from '../portal';
import * as styles from './Dialog.css';
import { DialogLoading } from './DialogLoading';
import { LazyDialogPanel, preloadDialog } from './lazyDialogPanel';

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

/** Calls the trigger's own handler, then the dialog's. */
const chain =
  (own: unknown, mine: () => void) =>
  (event: SyntheticEvent): void => {
    if (typeof own === 'function') own(event);
    mine();
  };

/**
 * A modal dialog: focus trapped inside and returned on close, Escape closes, title and
 * description wired. Closed, it renders only its trigger; its open part (Floating UI's focus
 * manager) loads on the first opening, or earlier on the trigger's hover, focus or press, or on
 * a `preloadDialog()`; while it loads, the overlay shows a polite loading status.
 */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  trigger,
  dismissable = true,
  role = 'dialog',
  size,
  className,
  ...panel
}: DialogProps) {
  const closeLabel = useStrings().common.close;
  const portalRoot = usePortalRoot();
  const id = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const [triggerElement, setTriggerElement] = useState<HTMLElement | null>(null);
  const open = openProp ?? uncontrolled;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const ids = {
    panel: `rs-dialog-${id}`,
    title: `rs-dialog-${id}-title`,
    description: `rs-dialog-${id}-description`,
  };
  const own = trigger?.props ?? {};
  return (
    <>
      {trigger
        ? cloneElement(trigger, {
            'aria-haspopup': 'dialog',
            'aria-expanded': open ? 'true' : 'false',
            'aria-controls': open ? ids.panel : undefined,
            onClick: chain(own.onClick, () => setOpen(!open)),
            onPointerEnter: chain(own.onPointerEnter, preloadDialog),
            onPointerDown: chain(own.onPointerDown, preloadDialog),
            onTouchStart: chain(own.onTouchStart, preloadDialog),
            onFocus: chain(own.onFocus, preloadDialog),
            ref: setTriggerElement,
          })
        : null}
      {open ? (
        <Suspense
          fallback={<DialogLoading onCancel={() => setOpen(false)} dismissable={dismissable} />}
        >
          <LazyDialogPanel
            {...panel}
            ids={ids}
            portalRoot={portalRoot}
            closeLabel={closeLabel}
            classNames={{
              overlay: styles.overlay,
              panel: [styles.panel({ size }), className].filter(Boolean).join(' '),
            }}
            reference={triggerElement}
            onOpenChange={setOpen}
            dismissable={dismissable}
            role={role}
          />
        </Suspense>
      ) : null}
    </>
  );
}
