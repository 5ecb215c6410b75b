import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styleUtils';

/**
 * The styles Select and MultiSelect share: the field's frame, the raised popup, the
 * scrolling list of options, an option, a 16 px icon and a round 24 px icon button.
 * Each component composes these (`style([base, { … }])`) with what is its own.
 */

/** The bordered control that opens the list (Select's trigger, MultiSelect's chip box). */
export const frame = style({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: vars.size.control,
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
});

/** The raised surface the options float on (placed by `useSelectPopup`: inline top, left, width). */
export const popup = style({
  position: 'fixed',
  top: 0,
  left: 0,
  zIndex: 1000,
  padding: vars.space['1'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

/** The listbox: scrolls past 280 px; focus stays on the field (aria-activedescendant). */
export const list = style({
  maxHeight: '280px',
  overflowY: 'auto',
  margin: 0,
  outline: 'none',
});

/** One option: the active one tinted, the selected one bold, a disabled one muted. */
export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': { background: vars.color.accentSubtle },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

/** A 16 px icon that keeps its size in a flex row (chevron, check mark). */
export const icon = style({ width: '16px', height: '16px', flexShrink: 0 });

/** A round, borderless 24 px icon button (the label's info button, a chip's remove button). */
export const iconButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  selectors: { '&:focus-visible': focusRing },
});
