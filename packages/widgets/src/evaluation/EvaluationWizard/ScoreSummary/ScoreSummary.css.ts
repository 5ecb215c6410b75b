import { style } from '@vanilla-extract/css';
import { cardSurface, flexColumn, flexRow } from '../../../styles/layout';
import { bodyText } from '../../../styles/text';
import { vars } from '../../../theme/contract.css';

export const root = style([
  flexRow('4'),
  cardSurface('surfaceSunken'),
  { padding: vars.space['4'] },
]);

export const list = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['6'], margin: 0 });

export const row = style(flexColumn('1'));

export const term = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const value = style([bodyText('lg', 'semibold'), { color: vars.color.text }]);
