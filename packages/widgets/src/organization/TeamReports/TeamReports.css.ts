import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { cardSurface, flexColumn, flexRow } from '../../styles/layout';
import { bodyText, headingText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const root = style([
  flexColumn('6'),
  { color: vars.color.text, fontFamily: vars.font.body },
]);

export const title = style(headingText('xl'));

export const subtitle = style([mutedText('sm'), { margin: `${vars.space['1']} 0 0` }]);

export const state = style([
  flexColumn('3'),
  cardSurface(),
  { alignItems: 'center', padding: `${vars.space['10']} ${vars.space['4']}`, textAlign: 'center' },
]);

export const stateTitle = style(bodyText('lg', 'semibold'));

export const stateText = style({ margin: 0, color: vars.color.textMuted });

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

export const list = style(flexColumn('4'));

/** The card frame around the table (its rows become cards where the frame is narrow). */
export const tableFrame = style(cardSurface());

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.target,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  borderRadius: vars.radius.control,
  selectors: { '&:focus-visible': focusRing },
});

export const sortIcon = style({ color: vars.color.textMuted, flexShrink: 0 });

export const nameCell = style({ wordBreak: 'break-word', minWidth: '160px' });

export const muted = style({ color: vars.color.textMuted });

export const date = style({ whiteSpace: 'nowrap' });

export const actions = style(flexRow('2', 'flex-start', 'center'));
