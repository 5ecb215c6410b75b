import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const code = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.destructive,
});

export const countdown = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});
