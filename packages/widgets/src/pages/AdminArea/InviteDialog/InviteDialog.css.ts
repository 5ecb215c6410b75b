import { style } from '@vanilla-extract/css';
import { flexColumn, flexRow } from '../../../styles/layout';

export const body = style(flexColumn('4'));

export const form = style(flexRow('3', 'flex-start', 'flex-end'));

export const emailField = style({ flex: '1 1 256px' });
