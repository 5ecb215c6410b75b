import { globalStyle, style } from '@vanilla-extract/css';
import { flexColumn, flexRow } from '../../../styles/layout';
import { bodyText, mutedText } from '../../../styles/text';
import { vars } from '../../../theme/contract.css';

export const panel = style([
  flexColumn('2'),
  {
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceSunken,
  },
]);

export const title = style(bodyText('md', 'semibold'));

export const warning = style(mutedText('sm'));

export const secretRow = style(flexRow('2', 'flex-start', 'flex-end'));

export const secretField = style({ flex: '1 1 auto' });

globalStyle(`${secretField} input`, { fontFamily: vars.font.mono });

export const status = style(mutedText('sm'));
