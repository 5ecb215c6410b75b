import { style } from '@vanilla-extract/css';
import { flexRow } from '../../styles/layout';
import { bodyText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const header = style(flexRow('4', 'space-between', 'flex-end'));

export const cardTitle = style(bodyText('xl', 'semibold'));

export const cardActions = style({ marginTop: 'auto', display: 'flex', gap: vars.space['3'] });
