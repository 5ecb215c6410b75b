import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['6'], margin: 0 });

export const row = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});
