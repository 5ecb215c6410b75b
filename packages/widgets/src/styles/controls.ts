import type { StyleRule } from '@vanilla-extract/css';
import { focusRing } from '../primitives/styleUtils';
import { vars } from '../theme/contract.css';

/**
 * Control building blocks the components' `*.css.ts` files share: text boxes and icon buttons
 * (plain style rules, as in `./layout.ts`).
 */

/** A text control's box: strong border, control radius, surface, the ring and accent on focus. */
export const controlBox: StyleRule = {
  width: '100%',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '0px', borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
  },
};

/** A multi-line text box at least `minHeight` tall, resized vertically. */
export const textBox = (minHeight: string): StyleRule => ({
  ...controlBox,
  minHeight,
  padding: vars.space['3'],
  resize: 'vertical',
});

/** A square button holding only an icon, `size` wide, with the focus ring. */
export const iconButton = (size: string): StyleRule => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: size,
  height: size,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

/** A muted close button that darkens on hover (dialogs, the sign-in panel). */
export const closeButton = (size: string): StyleRule => ({
  ...iconButton(size),
  color: vars.color.textMuted,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken, color: vars.color.text },
    '&:focus-visible': focusRing,
  },
});

/** A full-width button that lays out as a row: a disclosure's header, a panel's toggle. */
export const rowButton: StyleRule = {
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: vars.size.target,
  border: 'none',
  background: 'transparent',
  color: vars.color.text,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
};

/** A native checkbox or radio `size` wide, in the accent colour, with the focus ring. */
export const nativeChoice = (size: string): StyleRule => ({
  width: size,
  height: size,
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': focusRing },
});
