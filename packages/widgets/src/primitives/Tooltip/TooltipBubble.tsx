import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Tooltip.css';

/** Above or below the trigger; the other side when there is no room. */
export type TooltipPlacement = 'top' | 'bottom';

export type TooltipBubbleProps = {
  /** Where the bubble is portalled (the provider's portal root; null: the body). */
  portalRoot: HTMLElement | null;
  /** The trigger (the tooltip's child), which the bubble is placed against and describes. */
  reference: HTMLElement;
  content: ReactNode;
  /** The bubble's id (the trigger's `aria-describedby`). */
  id: string;
  placement: TooltipPlacement;
};

const GAP = 6;
const EDGE = 8;

/**
 * The open tooltip's bubble, beside its trigger in viewport coordinates (`position: fixed`),
 * kept inside the viewport and placed again on scroll and resize. A few lines of arithmetic
 * instead of Floating UI: a tooltip is text over a trigger, never a list to flip and size.
 * It renders only while open, once the trigger's element exists (in the browser).
 */
export function TooltipBubble({
  portalRoot,
  reference,
  content,
  id,
  placement,
}: TooltipBubbleProps) {
  const bubble = useRef<HTMLDivElement>(null);
  const [position, setPosition] = useState<CSSProperties>({ visibility: 'hidden' });
  useLayoutEffect(() => {
    const place = () => {
      const own = bubble.current?.getBoundingClientRect();
      if (!own) return;
      const at = reference.getBoundingClientRect();
      const above = at.top - GAP - own.height;
      const below = at.bottom + GAP;
      const fitsAbove = above >= EDGE;
      const fitsBelow = below + own.height <= window.innerHeight - EDGE;
      const top =
        placement === 'top' ? (fitsAbove || !fitsBelow ? above : below) : fitsBelow ? below : above;
      const centred = at.left + at.width / 2 - own.width / 2;
      const left = Math.max(EDGE, Math.min(centred, window.innerWidth - EDGE - own.width));
      setPosition({ top, left });
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [reference, placement]);
  return createPortal(
    <div
      ref={bubble}
      role="tooltip"
      id={id}
      className={styles.tooltip}
      style={{ position: 'fixed', top: 0, left: 0, ...position }}
    >
      {content}
    </div>,
    portalRoot ?? document.body,
  );
}
