import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const competency = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  paddingBottom: vars.space['6'],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const levels = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space['3'],
});
