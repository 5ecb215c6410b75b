import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../primitives/styleUtils';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const group = style({
  border: 0,
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
});

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['2'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      background: vars.color.accentSubtle,
    },
  },
});

export const radio = style({
  width: '18px',
  height: '18px',
  margin: '1px 0 0',
  flexShrink: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const score = style({ margin: 0, fontSize: vars.fontSize.md, color: vars.color.text });
