import { style } from '@vanilla-extract/css';
import { fieldsetCard, flexColumn } from '../../styles/layout';
import { vars } from '../../theme/contract.css';

export const form = style(flexColumn('5'));

export const section = style([
  flexColumn('4'),
  fieldsetCard,
  { selectors: { '&:disabled': { opacity: 0.6 } } },
]);

export const legend = style({
  paddingInline: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
