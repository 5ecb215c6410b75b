import { type RefObject, useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect';

/** The gap between the field and its list, and the least room kept to the viewport's edges. */
const GAP = 4;
const EDGE = 8;

/**
 * A select's open list (portalled and `position: fixed`, so that no scrolling parent clips it):
 * placed under `field` before it paints, above it when only that side has room, at least as
 * wide as the field (`min-width`) or as wide (`width`); placed again after each render (chips
 * wrapping onto a new line), on scroll and on resize. A press outside the field and the list
 * calls `close`. The active option (`data-active`) is scrolled into view.
 */
export const useSelectPopup = (
  open: boolean,
  field: RefObject<HTMLElement | null>,
  fit: 'width' | 'min-width',
  close: () => void,
  active: number | null,
) => {
  const popup = useRef<HTMLDivElement>(null);
  useIsomorphicLayoutEffect(() => {
    const list = popup.current;
    const anchor = field.current;
    if (!open || !list || !anchor) return;
    const place = () => {
      const rect = anchor.getBoundingClientRect();
      list.style.setProperty(fit, `${rect.width}px`);
      const { height } = list.getBoundingClientRect();
      const below = rect.bottom + GAP;
      const above = rect.top - GAP - height;
      const flip = below + height > window.innerHeight - EDGE && above >= EDGE;
      list.style.top = `${flip ? above : below}px`;
      list.style.left = `${rect.left}px`;
    };
    // the composed path, not the target: inside a custom element's shadow root the document
    // sees the press on the host element
    const press = (event: PointerEvent) => {
      const path = event.composedPath();
      if (!path.includes(anchor) && !path.includes(list)) close();
    };
    place();
    window.addEventListener('scroll', place, true);
    window.addEventListener('resize', place);
    document.addEventListener('pointerdown', press, true);
    return () => {
      window.removeEventListener('scroll', place, true);
      window.removeEventListener('resize', place);
      document.removeEventListener('pointerdown', press, true);
    };
  });
  useIsomorphicLayoutEffect(() => {
    if (!open || active == null) return;
    popup.current?.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);
  return popup;
};
