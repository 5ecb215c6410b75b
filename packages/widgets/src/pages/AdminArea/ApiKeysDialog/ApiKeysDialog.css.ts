import { style } from '@vanilla-extract/css';
import { flexColumn, flexRow } from '../../../styles/layout';
import { mutedText } from '../../../styles/text';
import { vars } from '../../../theme/contract.css';

export const body = style(flexColumn('4'));

export const createForm = style(flexRow('3', 'flex-start', 'flex-end'));

export const nameField = style({ flex: '1 1 256px' });

export const prefix = style({ fontFamily: vars.font.mono, whiteSpace: 'nowrap' });

export const revoked = style(mutedText('sm'));
