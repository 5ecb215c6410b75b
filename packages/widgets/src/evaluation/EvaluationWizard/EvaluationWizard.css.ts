import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

const narrow = 'screen and (max-width: 767px)';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  padding: vars.space['6'],
  color: vars.color.text,
  background: vars.color.background,
  '@media': { [narrow]: { padding: vars.space['3'], gap: vars.space['4'] } },
});

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

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  minWidth: 0,
  padding: vars.space['6'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [narrow]: { padding: vars.space['4'], gap: vars.space['4'] } },
});

export const body = style({ minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['4'],
});

export const status = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const buttons = style({ display: 'flex', gap: vars.space['3'], marginInlineStart: 'auto' });

export const footer = style({
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});
