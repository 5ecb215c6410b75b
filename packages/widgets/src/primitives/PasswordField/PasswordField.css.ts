import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styleUtils';

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '40px',
  minHeight: '32px',
  paddingInline: vars.space['2'],
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.accentText,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.accentSubtle },
    '&:focus-visible': focusRing,
  },
});

export const icon = style({ width: '20px', height: '20px' });
