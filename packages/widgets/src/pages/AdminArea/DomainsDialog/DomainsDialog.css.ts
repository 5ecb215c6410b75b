import { style } from '@vanilla-extract/css';
import { flexColumn, flexRow } from '../../../styles/layout';
import { bodyText, mutedText } from '../../../styles/text';
import { vars } from '../../../theme/contract.css';

export const body = style(flexColumn('4'));

export const form = style(flexRow('3', 'flex-start', 'flex-end'));

export const field = style({ flex: '1 1 320px' });

export const listTitle = style(bodyText('md', 'semibold'));

export const list = style([
  flexRow('2'),
  { margin: 0, padding: 0, listStyle: 'none', flexWrap: 'wrap' },
]);

export const domain = style({ fontFamily: vars.font.mono });

export const none = style(mutedText('sm'));
