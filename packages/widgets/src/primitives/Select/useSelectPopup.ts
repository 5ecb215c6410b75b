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
  const closeRef = useRef(close);
  closeRef.current = close;
  /** Puts the open list under (or above) the field. */
  const place = () => {
    const list = popup.current;
    const anchor = field.current;
    if (!list || !anchor) return;
    const rect = anchor.getBoundingClientRect();
    list.style.setProperty(fit, `${rect.width}px`);
    const { height } = list.getBoundingClientRect();
    const below = rect.bottom + GAP;
    const above = rect.top - GAP - height;
    const flip = below + height > window.innerHeight - EDGE && above >= EDGE;
    list.style.top = `${flip ? above : below}px`;
    list.style.left = `${rect.left}px`;
  };
  const placeRef = useRef(place);
  placeRef.current = place;
  // After each render of the open list (chips wrapping onto a new line move the field's edge).
  useIsomorphicLayoutEffect(() => {
    if (open) place();
  });
  // While it is open: placed again on scroll and resize, closed by a press outside. Subscribed
  // once per opening, not on every render (a pointer moving over the options renders each time).
  useIsomorphicLayoutEffect(() => {
    if (!open) return;
    const onMove = () => placeRef.current();
    // the composed path, not the target: inside a custom element's shadow root the document
    // sees the press on the host element
    const press = (event: PointerEvent) => {
      const path = event.composedPath();
      const inside = [field.current, popup.current].some((el) => el && path.includes(el));
      if (!inside) closeRef.current();
    };
    window.addEventListener('scroll', onMove, true);
    window.addEventListener('resize', onMove);
    document.addEventListener('pointerdown', press, true);
    return () => {
      window.removeEventListener('scroll', onMove, true);
      window.removeEventListener('resize', onMove);
      document.removeEventListener('pointerdown', press, true);
    };
  }, [open, field]);
  useIsomorphicLayoutEffect(() => {
    if (!open || active == null) return;
    popup.current?.querySelector('[data-active="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);
  return popup;
};
