import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const code = style({
  margin: 0,
  fontSize: '64px',
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentText,
  lineHeight: 1,
});
