import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import * as base from '../Select/listbox.css';
import { focusRing } from '../styleUtils';

export const control = style([
  base.frame,
  {
    flexWrap: 'wrap',
    gap: vars.space['1'],
    padding: vars.space['1'],
    paddingInlineStart: vars.space['2'],
    cursor: 'text',
    selectors: {
      // The text box inside draws no ring of its own: the frame shows it.
      '&:focus-within': { ...focusRing, outlineOffset: '0px', borderColor: vars.color.accent },
      '&[data-invalid="true"]': { borderColor: vars.color.destructive },
      '&[data-disabled="true"]': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
    },
  },
]);

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  maxWidth: '100%',
  paddingInlineStart: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
});

export const chipLabel = style({ overflow: 'hidden', textOverflow: 'ellipsis' });

export const chipRemove = style([
  base.iconButton,
  {
    color: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { background: vars.color.surfaceRaised } },
  },
]);

export const input = style({
  flex: '1 1 8ch',
  minWidth: '8ch',
  minHeight: '32px',
  border: 'none',
  outline: 'none',
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const popover = style([
  base.popup,
  { display: 'flex', flexDirection: 'column', gap: vars.space['1'] },
]);

export const listbox = style([base.list, { padding: 0 }]);

export const option = style([
  base.option,
  {
    gap: vars.space['2'],
    selectors: { '&[data-active="true"]': { outline: `1px solid ${vars.color.accent}` } },
  },
]);

export const check = base.icon;

export const empty = style({
  margin: 0,
  padding: vars.space['3'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const loadMore = style({
  alignSelf: 'stretch',
  minHeight: '32px',
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.accentText,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.accentSubtle }, '&:focus-visible': focusRing },
});
