import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { chartColors } from '../shared/chartColors';

/** The composition's own marks: the shared chart rules live in `../shared/charts.css.ts`. */
export const root = style({ minWidth: 0, color: vars.color.text });

/** A part's range (its minimum to its maximum): a sunken band with a 3:1 outline. */
export const range = style({
  fill: vars.color.surfaceSunken,
  stroke: vars.color[chartColors.track],
  strokeWidth: 1,
});

/** A part's score: a bar in the accent from 0, ended by a line in the text colour. */
export const value = style({ fill: vars.color[chartColors.first] });
export const valueEnd = style({ stroke: vars.color[chartColors.second], strokeWidth: 2 });
