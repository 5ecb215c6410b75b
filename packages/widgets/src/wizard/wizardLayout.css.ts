import { style } from '@vanilla-extract/css';
import { cardSurface, flexColumn, flexRow } from '../styles/layout';
import { vars } from '../theme/contract.css';

const narrow = 'screen and (max-width: 767px)';

export const root = style([
  flexColumn('6'),
  {
    padding: vars.space['6'],
    color: vars.color.text,
    background: vars.color.background,
    '@media': { [narrow]: { padding: vars.space['3'], gap: vars.space['4'] } },
  },
]);

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(220px, 280px) minmax(0, 1fr)',
  gap: vars.space['6'],
  alignItems: 'start',
  '@media': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space['3'] } },
});

export const aside = style({
  position: 'sticky',
  top: vars.space['4'],
  '@media': { [narrow]: { position: 'static' } },
});

export const main = style([
  flexColumn('6'),
  cardSurface(),
  {
    minWidth: 0,
    padding: vars.space['6'],
    '@media': { [narrow]: { padding: vars.space['4'], gap: vars.space['4'] } },
  },
]);

export const body = style({ minWidth: 0 });

export const actions = style([
  flexRow('3'),
  { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space['4'] },
]);

export const buttons = style({ display: 'flex', gap: vars.space['3'], marginInlineStart: 'auto' });

export const footer = style({
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
