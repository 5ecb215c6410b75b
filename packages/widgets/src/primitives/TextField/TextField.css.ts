import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, transition } from '../styleUtils';

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  minWidth: 0,
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.destructive,
  marginInlineStart: vars.space['1'],
});

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style({
  width: '100%',
  minHeight: vars.size.control,
  paddingInline: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  transition: transition('border-color', 'box-shadow'),
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    '&:focus-visible': { ...focusRing, outlineOffset: '0px', borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
    '&[data-state="success"]': { borderColor: vars.color.success },
    '&:disabled': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
  },
});

export const withEndAdornment = style({ paddingInlineEnd: '48px' });

export const endAdornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space['1'],
  display: 'flex',
  alignItems: 'center',
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });
export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.destructive,
  margin: 0,
});
export const success = style({ fontSize: vars.fontSize.xs, color: vars.color.success, margin: 0 });
