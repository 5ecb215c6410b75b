import { style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space['4'],
});

export const fieldset = style({
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
});

export const legend = style({
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.destructive,
  marginInlineStart: vars.space['1'],
});

export const radios = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 11rem), 1fr))',
  gap: vars.space['2'],
});

export const radio = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.target,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' } },
});

export const radioInput = style({
  width: '18px',
  height: '18px',
  margin: 0,
  accentColor: vars.color.accent,
  selectors: { '&:focus-visible': focusRing },
});

export const score = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['6'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  background: vars.color.accentSubtle,
  color: vars.color.text,
});

export const scoreItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });
export const scoreTerm = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const scoreValue = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});
