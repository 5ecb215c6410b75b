import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styleUtils';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
});

export const input = style({
  width: '20px',
  height: '20px',
  margin: '2px 0 0',
  flexShrink: 0,
  accentColor: vars.color.accent,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed' },
  },
});
