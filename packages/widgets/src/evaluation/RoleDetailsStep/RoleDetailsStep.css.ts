import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

/** Responsive: as many 16rem columns as fit. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space['4'],
});

export const wide = style({ gridColumn: '1 / -1' });

export const fieldset = style({
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
});

export const legend = style({
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const errorList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const textarea = style({
  width: '100%',
  minHeight: '6rem',
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.focus.ring} solid ${vars.color.focusRing}`,
      borderColor: vars.color.accent,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
  },
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  margin: 0,
});

export const message = style({ display: 'block' });
