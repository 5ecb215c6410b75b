import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styleUtils';

export const labelRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const trigger = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  cursor: 'pointer',
  textAlign: 'start',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '0px', borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
    '&[aria-disabled="true"]': {
      background: vars.color.surfaceSunken,
      cursor: 'not-allowed',
      color: vars.color.textMuted,
    },
  },
});

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = style({ width: '16px', height: '16px', flexShrink: 0 });

export const listbox = style({
  zIndex: 1000,
  maxHeight: '280px',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space['1'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  outline: 'none',
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
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

export const infoButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'help',
  selectors: { '&:focus-visible': focusRing },
});
