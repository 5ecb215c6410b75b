import { style } from '@vanilla-extract/css';
import { choiceLabel } from '../../styles/text';
import { vars } from '../../theme/contract.css';
import { focusRing, transition } from '../styleUtils';

export const root = style([
  choiceLabel,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space['2'] },
]);

export const track = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: '40px',
  height: '24px',
  padding: '2px',
  flexShrink: 0,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  transition: transition('background-color', 'border-color'),
  selectors: {
    '&[aria-checked="true"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:focus-visible': focusRing,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const thumb = style({
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.full,
  background: vars.color.borderStrong,
  transition: transition('transform', 'background-color'),
  selectors: {
    [`${track}[aria-checked="true"] &`]: {
      transform: 'translateX(16px)',
      background: vars.color.onAccent,
    },
  },
});

export const label = style({ cursor: 'pointer' });
