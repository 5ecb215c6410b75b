import { type CSSProperties, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import * as styles from './Tooltip.css';

export type TooltipSide = 'top' | 'bottom';

/** The gap between the trigger and the bubble, and the least room kept to the viewport's edges. */
const GAP = 6;
const EDGE = 8;

/**
 * On `side` of the trigger, or the other side when only that one has room; centred on the
 * trigger and kept inside the viewport (the bubble is `position: fixed`).
 */
export const placeBubble = (trigger: DOMRect, bubble: DOMRect, side: TooltipSide) => {
  const top = trigger.top - GAP - bubble.height;
  const bottom = trigger.bottom + GAP;
  const fits = { top: top >= EDGE, bottom: bottom + bubble.height <= window.innerHeight - EDGE };
  const other: TooltipSide = side === 'top' ? 'bottom' : 'top';
  const placed = !fits[side] && fits[other] ? other : side;
  const centred = trigger.left + (trigger.width - bubble.width) / 2;
  const left = Math.max(EDGE, Math.min(centred, window.innerWidth - EDGE - bubble.width));
  return { side: placed, top: placed === 'top' ? top : bottom, left };
};

export type TooltipBubbleProps = {
  /** Where the bubble is portalled (the provider's portal root; null: the body). */
  portalRoot: HTMLElement | null;
  /** The trigger (the tooltip's child), which the bubble is placed against and describes. */
  reference: HTMLElement | null;
  content: ReactNode;
  /** The bubble's id (the trigger's `aria-describedby`). */
  id: string;
  side: TooltipSide;
};

/**
 * The open tooltip's bubble (mounted while open), portalled so that no scrolling ancestor clips
 * it, and placed beside its trigger before it paints and again on scroll and resize.
 */
export function TooltipBubble({ portalRoot, reference, content, id, side }: TooltipBubbleProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<ReturnType<typeof placeBubble> | null>(null);
  useLayoutEffect(() => {
    const place = () => {
      if (!reference || !ref.current) return;
      const bubble = ref.current.getBoundingClientRect();
      setPlaced(placeBubble(reference.getBoundingClientRect(), bubble, side));
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
    };
  }, [reference, side]);
  const container = portalRoot ?? (typeof document === 'undefined' ? null : document.body);
  if (container === null) return null;
  const style: CSSProperties = placed ? { top: placed.top, left: placed.left } : { opacity: 0 };
  return createPortal(
    <div
      ref={ref}
      role="tooltip"
      id={id}
      className={styles.tooltip}
      data-side={placed?.side ?? side}
      style={style}
    >
      {content}
    </div>,
    container,
  );
}
