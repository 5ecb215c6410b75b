import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../styles/layout';
import { vars } from '../../theme/contract.css';

export const reportHeader = style(flexColumn('1'));

export const reportTitle = style({ margin: 0, fontSize: vars.fontSize.xl });

export const status = style({ margin: 0, color: vars.color.textMuted });

/** The notice that a draft could not be opened (a fresh start instead). */
export const notice = style({
  margin: 0,
  marginBlockEnd: vars.space['4'],
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.destructive}`,
  background: vars.color.destructiveSubtle,
  color: vars.color.text,
});
