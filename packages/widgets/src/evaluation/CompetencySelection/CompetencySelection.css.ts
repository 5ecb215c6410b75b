import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['5'] });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  selectors: { '&:disabled': { opacity: 0.6 } },
});

export const legend = style({
  paddingInline: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
