import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../styles/layout';
import { bodyText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const code = style([flexColumn('2'), { alignItems: 'center' }]);

export const error = style([bodyText('sm'), { color: vars.color.destructive }]);

export const countdown = style([mutedText('sm'), { fontVariantNumeric: 'tabular-nums' }]);
