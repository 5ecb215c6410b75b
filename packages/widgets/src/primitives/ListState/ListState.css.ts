import { keyframes, style } from '@vanilla-extract/css';
import { cardSurface, flexColumn } from '../../styles/layout';
import { bodyText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const state = style([
  flexColumn('3'),
  cardSurface(),
  { alignItems: 'center', padding: `${vars.space['10']} ${vars.space['4']}`, textAlign: 'center' },
]);

export const title = style(bodyText('lg', 'semibold'));

export const text = style({ margin: 0, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
