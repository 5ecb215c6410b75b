import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  useFloating,
} from '@floating-ui/react';
import type { ReactNode } from 'react';
import * as styles from './Tooltip.css';

export type TooltipBubbleProps = {
  /** Where the bubble is portalled (the provider's portal root; null: the body). */
  portalRoot: HTMLElement | null;
  /** The trigger (the tooltip's child), which the bubble is placed against and describes. */
  reference: HTMLElement | null;
  content: ReactNode;
  /** The bubble's id (the trigger's `aria-describedby`). */
  id: string;
  placement: Placement;
};

/**
 * The open tooltip's bubble, placed by Floating UI beside its trigger (loaded with the first
 * hover or focus; the tooltip's behaviour is the eager `Tooltip`'s). It renders only while
 * open, in the browser.
 */
export function TooltipBubble({
  portalRoot,
  reference,
  content,
  id,
  placement,
}: TooltipBubbleProps) {
  const { refs, floatingStyles } = useFloating({
    placement,
    elements: { reference },
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  return (
    <FloatingPortal root={portalRoot}>
      <div
        ref={refs.setFloating}
        role="tooltip"
        id={id}
        className={styles.tooltip}
        style={floatingStyles}
      >
        {content}
      </div>
    </FloatingPortal>
  );
}
