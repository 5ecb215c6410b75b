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

/** The live count: quiet text under the sections. */
export const count = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
