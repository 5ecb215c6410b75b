import { style } from '@vanilla-extract/css';
import { bareList, flexRow } from '../../styles/layout';
import { mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const root = style(flexRow('3'));

export const status = style(mutedText('sm'));

export const list = style([flexRow('1', 'flex-start'), bareList]);

export const ellipsis = style({ paddingInline: vars.space['2'], color: vars.color.textMuted });
