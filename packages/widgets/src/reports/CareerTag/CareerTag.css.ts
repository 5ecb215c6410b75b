import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tag = style({
  display: 'inline-block',
  marginInlineStart: vars.space['2'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});
