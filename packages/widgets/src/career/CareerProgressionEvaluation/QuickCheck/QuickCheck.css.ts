import { style } from '@vanilla-extract/css';
import { autoGrid, flexColumn } from '../../../styles/layout';
import { mutedText } from '../../../styles/text';
import { vars } from '../../../theme/contract.css';

export const root = style(flexColumn('4'));

export const muted = style(mutedText('sm'));

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const grid = style(autoGrid('220px', '4'));
