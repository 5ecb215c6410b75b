import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/** The visible focus ring every focusable control shows on keyboard focus. */
export const focusRing: StyleRule = {
  outline: `${vars.focus.ring} solid ${vars.color.focusRing}`,
  outlineOffset: vars.focus.offset,
};

/** A short transition of the given properties (off under prefers-reduced-motion via the variable). */
export const transition = (...properties: string[]): string =>
  properties.map((p) => `${p} ${vars.motion.duration} ${vars.motion.easing}`).join(', ');
