import { style } from '@vanilla-extract/css';
import { flexColumn, flexRow } from '../../../styles/layout';
import { mutedText } from '../../../styles/text';
import { vars } from '../../../theme/contract.css';

export const body = style(flexColumn('4'));

export const createForm = style(flexColumn('3'));

export const events = style({ ...flexRow('3'), border: 'none', padding: 0, margin: 0 });

export const url = style({ fontFamily: vars.font.mono, wordBreak: 'break-all' });

export const actions = style(flexRow('2'));

export const attempts = style(mutedText('sm'));
