/**
 * Keeping toasts off primary buttons. Every primary `Button` carries `data-rs-primary`; while
 * toasts are shown, the provider measures the visible ones and lifts the region (the CSS
 * variable `--rs-toast-lift`) just above any it would cover: the wizard's Save & Next, the
 * level picker's Continue, dialog footers, the sign-in button. Fixed bars of a host that are
 * not Rolescope buttons reserve their height with `--rs-toast-reserve` (see docs/toasts.md).
 */

/** The attribute that marks a primary action (set by `Button` for its primary variant). */
const PRIMARY_ACTION_ATTR = 'data-rs-primary';

/** Space kept between a toast and a primary action, in px. */
const CLEARANCE_GAP_PX = 8;

type Box = { top: number; bottom: number; left: number; right: number };

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * How far (px) to lift a region whose unlifted box is `region` so that it covers none of
 * `obstacles`: each obstacle it would cover moves it up to just above that obstacle. When no
 * place below the top of the window is free, 0 (the toasts stay at the bottom).
 */
export const liftAbove = (region: Box, obstacles: readonly Box[]): number => {
  let lift = 0;
  for (let i = 0; i <= obstacles.length; i++) {
    const box = { ...region, top: region.top - lift, bottom: region.bottom - lift };
    const hit = obstacles.find((o) => overlaps(box, o));
    if (!hit) return lift;
    lift = region.bottom - hit.top + CLEARANCE_GAP_PX;
    if (region.top - lift < 0) return 0;
  }
  return 0;
};

/** The boxes of the primary actions a user can see and reach now (not behind a modal). */
const visiblePrimaryActions = (doc: Document, region: Element): Box[] =>
  Array.from(doc.querySelectorAll(`[${PRIMARY_ACTION_ATTR}]`))
    .filter((el) => !region.contains(el) && !el.closest('[inert],[aria-hidden="true"]'))
    .map((el) => el.getBoundingClientRect())
    .filter(
      (r) =>
        r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < doc.documentElement.clientHeight,
    );

/** Measures the page and sets the region's lift; returns the lift applied. */
export const applyClearance = (region: HTMLElement): number => {
  const current = Number.parseFloat(region.style.getPropertyValue('--rs-toast-lift')) || 0;
  // No toast: no lift, and nothing measured. Reading a box forces the page's style and layout
  // inside the caller's task: on the provider's mount, the whole first page's, in the first
  // render's task (Lighthouse's longest task on /login).
  if (region.childElementCount === 0) {
    if (current !== 0) region.style.setProperty('--rs-toast-lift', '0px');
    return 0;
  }
  const r = region.getBoundingClientRect();
  // The box the region would have without a lift.
  const unlifted = {
    top: r.top + current,
    bottom: r.bottom + current,
    left: r.left,
    right: r.right,
  };
  const lift = liftAbove(unlifted, visiblePrimaryActions(region.ownerDocument, region));
  if (lift !== current) region.style.setProperty('--rs-toast-lift', `${lift}px`);
  return lift;
};
