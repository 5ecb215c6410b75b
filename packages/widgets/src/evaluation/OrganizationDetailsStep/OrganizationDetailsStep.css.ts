import { style } from '@vanilla-extract/css';
import { nativeChoice } from '../../styles/controls';
import { autoGrid, fieldsetCard, flexColumn } from '../../styles/layout';
import { bodyText, choiceLabel } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const form = style(flexColumn('6'));

export const grid = style(autoGrid('min(100%, 256px)', '4'));

export const fieldset = style(fieldsetCard);

export const legend = style({
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.destructive,
  marginInlineStart: vars.space['1'],
});

export const radios = style(autoGrid('min(100%, 176px)', '2'));

export const radio = style([
  choiceLabel,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.target,
    cursor: 'pointer',
    selectors: {
      '&[data-disabled="true"]': { color: vars.color.textMuted, cursor: 'not-allowed' },
    },
  },
]);

export const radioInput = style([nativeChoice('18px'), { margin: 0 }]);

export const score = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['6'],
  margin: 0,
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  background: vars.color.accentSubtle,
  color: vars.color.text,
});

export const scoreItem = style(flexColumn('1'));
export const scoreTerm = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });
export const scoreValue = style(bodyText('lg', 'semibold'));
