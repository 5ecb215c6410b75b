import { style } from '@vanilla-extract/css';
import { flexColumn, flexRow } from '../../styles/layout';
import { bodyText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const header = style(flexRow('4', 'space-between', 'flex-start'));

export const panelHeader = style(flexRow('3'));

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const form = style(flexColumn('4'));

/** The heading of a list inside an organisation's dialog. */
export const listTitle = style(bodyText('md', 'semibold'));
