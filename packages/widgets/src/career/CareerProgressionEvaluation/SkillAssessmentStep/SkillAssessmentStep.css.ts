import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const status = style({ margin: 0 });
