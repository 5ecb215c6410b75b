import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const reportHeader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const reportTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const status = style({ margin: 0, color: vars.color.textMuted });
