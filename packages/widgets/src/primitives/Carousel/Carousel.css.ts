import { keyframes, style } from '@vanilla-extract/css';
import { flexColumn } from '../../styles/layout';
import { vars } from '../../theme/contract.css';
import { focusRing, transition } from '../styleUtils';

const fade = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });

export const root = style([flexColumn('4'), { alignItems: 'center', width: '100%' }]);

export const slides = style({ position: 'relative', width: '100%', minHeight: '4.5em' });

export const slide = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  textAlign: 'center',
  animation: `${fade} ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { '&[hidden]': { display: 'none' } },
});

export const dots = style({ display: 'flex', gap: vars.space['1'], justifyContent: 'center' });

export const dot = style({
  position: 'relative',
  width: '24px',
  height: '24px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  cursor: 'pointer',
  '::after': {
    content: '""',
    position: 'absolute',
    inset: '8px',
    borderRadius: vars.radius.full,
    background: 'currentColor',
    opacity: 0.5,
    transition: transition('opacity', 'transform'),
  },
  selectors: {
    '&[aria-current="true"]::after': { opacity: 1, transform: 'scale(1.3)' },
    '&:focus-visible': focusRing,
  },
});
