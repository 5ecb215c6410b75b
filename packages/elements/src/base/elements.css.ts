import { style } from '@vanilla-extract/css';

// The widgets' public theme variables (`--rs-*`, set on `[data-rolescope]`).
const v = (name: string) => `var(--rs-${name})`;

/** A short note in place of a widget (e.g. "sign in first"). */
export const note = style({
  margin: 0,
  padding: v('space-4'),
  background: v('color-surface'),
  color: v('color-text'),
});

/** The panel shown after a submission. */
export const done = style({
  display: 'grid',
  gap: v('space-3'),
  justifyItems: 'start',
  padding: v('space-6'),
  background: v('color-surface'),
  color: v('color-text'),
  borderRadius: v('radius-card'),
});

export const doneTitle = style({
  margin: 0,
  fontSize: v('font-size-xl'),
  fontWeight: v('font-weight-semibold'),
});

export const doneBody = style({ margin: 0 });

export const action = style({
  font: 'inherit',
  minHeight: v('size-control'),
  padding: `0 ${v('space-4')}`,
  border: 0,
  borderRadius: v('radius-control'),
  background: v('color-accent'),
  color: v('color-on-accent'),
  cursor: 'pointer',
  ':hover': { background: v('color-accent-hover') },
  ':focus-visible': { outline: `2px solid ${v('color-focus-ring')}`, outlineOffset: 2 },
});
