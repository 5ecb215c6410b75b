import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const root = style({ alignItems: 'center', textAlign: 'center' });

export const check = style({ width: '56px', height: '56px', color: vars.color.success });
