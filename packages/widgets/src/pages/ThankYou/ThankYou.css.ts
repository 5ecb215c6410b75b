import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const check = style({ width: '72px', height: '72px', color: vars.color.success });

export const countdown = style({ margin: 0, color: vars.color.textMuted });
