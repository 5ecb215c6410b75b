import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styleUtils';

export const control = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  width: '100%',
  minHeight: vars.size.control,
  padding: vars.space['1'],
  paddingInlineStart: vars.space['2'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'text',
  selectors: {
    '&:focus-within': { borderColor: vars.color.accent },
    '&[data-invalid="true"]': { borderColor: vars.color.destructive },
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

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

export const chipRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.surfaceRaised } },
});

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

export const popover = style({
  zIndex: 1000,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['1'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
});

export const listbox = style({
  maxHeight: '280px',
  overflowY: 'auto',
  margin: 0,
  padding: 0,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: '36px',
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&[data-active="true"]': {
      background: vars.color.accentSubtle,
      outline: `1px solid ${vars.color.accent}`,
    },
    '&[aria-selected="true"]': { fontWeight: vars.fontWeight.semibold },
    '&[aria-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
  },
});

export const check = style({ width: '16px', height: '16px', flexShrink: 0 });

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
