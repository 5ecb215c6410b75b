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
