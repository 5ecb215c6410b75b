import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../styles/layout';
import { vars } from '../../theme/contract.css';

export const form = style(flexColumn('4'));

/** Cancel and Save, right-aligned like a dialog's footer. */
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});
