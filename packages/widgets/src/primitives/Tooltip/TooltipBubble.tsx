import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { activeElement, matchesFocusVisible } from '@floating-ui/react/utils';
import { type ReactNode, type RefObject, useEffect } from 'react';
import { usePublished } from '../LazyView/lazyPart';
import * as styles from './Tooltip.css';

/**
 * What the trigger and the bubble share: the handlers Floating UI's hooks give the trigger (the
 * bubble writes them, the trigger calls them), and since when the pointer is over the trigger
 * (null: it is not), the hover the bubble hands over.
 */
export type ReferenceHandlers = Record<string, unknown>;
export type HoverIntent = { since: number | null };

export type TooltipBubbleProps = {
  /** Where the bubble is portalled (the provider's portal root; null: the body). */
  portalRoot: HTMLElement | null;
  /** The trigger (the tooltip's child), which the bubble is placed against and describes. */
  reference: HTMLElement | null;
  content: ReactNode;
  /** The bubble's id (the trigger's `aria-describedby` while open). */
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  delay: number;
  placement: Placement;
  /** The hover in progress on the trigger, which began before this part mounted. */
  hover: RefObject<HoverIntent>;
  /** Where the trigger's handlers from Floating UI go (the trigger delegates to them). */
  handlers: RefObject<ReferenceHandlers | null>;
};

/**
 * The tooltip's Floating UI part: hover (with the open delay), focus, Escape and the tooltip
 * role on the trigger, and the bubble in the portal while open. It mounts on the trigger's
 * first hover or focus; the hover or focus that mounted it (Floating UI's listeners were not
 * there yet) still opens it: after the rest of the delay while the pointer stays, at once if
 * the trigger still has visible focus. It never renders on the server (a part loads in the
 * browser), hence its layout effects.
 */
export function TooltipBubble({
  portalRoot,
  reference,
  content,
  id,
  open,
  onOpenChange,
  delay,
  placement,
  hover,
  handlers,
}: TooltipBubbleProps) {
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement,
    elements: { reference },
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: delay, close: 0 }, move: false }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  const referenceProps = getReferenceProps();
  usePublished(handlers, referenceProps);

  // The intent shown before this part mounted.
  const setOpen = context.onOpenChange;
  useEffect(() => {
    if (!reference) return;
    if (reference === activeElement(reference.ownerDocument) && matchesFocusVisible(reference)) {
      setOpen(true, undefined, 'focus');
      return;
    }
    const since = hover.current.since;
    if (since === null) return;
    const timer = window.setTimeout(
      () => {
        if (hover.current.since === since) setOpen(true, undefined, 'hover');
      },
      Math.max(0, delay - (Date.now() - since)),
    );
    return () => window.clearTimeout(timer);
  }, [reference, hover, delay, setOpen]);

  return open ? (
    <FloatingPortal root={portalRoot}>
      <div
        ref={refs.setFloating}
        className={styles.tooltip}
        style={floatingStyles}
        {...getFloatingProps()}
        id={id}
      >
        {content}
      </div>
    </FloatingPortal>
  ) : null;
}
