import { style } from '@vanilla-extract/css';
import { nativeChoice } from '../../styles/controls';
import { choiceLabel } from '../../styles/text';
import { vars } from '../contract.css';

/** A fieldset without its browser frame: the legend, then the three choices in a row. */
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  minWidth: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  float: 'left',
  padding: 0,
  marginInlineEnd: vars.space['1'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

/** Each choice: a native radio (arrow keys, its own focus ring) and its text. */
export const option = style([
  choiceLabel,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space['1'],
    minHeight: vars.size.target,
    cursor: 'pointer',
  },
]);

export const input = style([nativeChoice('18px'), { margin: 0, cursor: 'pointer' }]);
