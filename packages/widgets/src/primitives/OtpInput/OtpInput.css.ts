import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styleUtils';

export const group = style({
  display: 'flex',
  gap: vars.space['2'],
  flexWrap: 'nowrap',
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const box = style({
  width: '48px',
  height: '56px',
  padding: 0,
  textAlign: 'center',
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  caretColor: vars.color.accent,
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '0px', borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
    '&:disabled': { background: vars.color.surfaceSunken },
  },
  '@media': { '(max-width: 400px)': { width: '40px', height: '48px', fontSize: vars.fontSize.lg } },
});
