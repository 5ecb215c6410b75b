import { style } from '@vanilla-extract/css';
import { flexColumn, flexRow } from '../../../styles/layout';
import { headingText } from '../../../styles/text';
import { vars } from '../../../theme/contract.css';
import { chartColors } from './chartColors';

/*
 * The charts' shared rules. Colours are theme variables only; the marks use `chartColors`,
 * which keep 3:1 against every surface in both themes (charts.test.ts).
 */

export const figure = style([
  flexColumn('2'),
  { position: 'relative', margin: 0, minWidth: 0, breakInside: 'avoid' },
]);
export const title = style(headingText('md'));
export const legend = style([
  flexRow('4', 'flex-start'),
  { margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.sm, color: vars.color.text },
]);
export const legendItem = style(flexRow('2', 'flex-start'));
export const swatch = style({ display: 'block', width: '22px', height: '22px', flex: 'none' });

export const svg = style({
  display: 'block',
  width: '100%',
  maxWidth: '440px',
  height: 'auto',
  overflow: 'visible',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

const svgText = { fontFamily: vars.font.body, fontWeight: vars.fontWeight.regular };
export const label = style({ ...svgText, fill: vars.color.text, fontSize: '13px' });
export const axisLabel = style({ ...svgText, fill: vars.color.textMuted, fontSize: '11px' });
export const axisName = style({ ...svgText, fill: vars.color.text, fontSize: '11px' });

export const grid = style({ stroke: vars.color.border, strokeWidth: 1 });
export const track = style({ stroke: vars.color[chartColors.track], strokeWidth: 1 });
export const tick = style({ fill: vars.color[chartColors.track] });

/** The first series: a filled circle in the accent. */
export const filledMark = style({ fill: vars.color[chartColors.first], stroke: 'none' });
/** The second series: a hollow diamond outlined in the text colour. */
export const hollowMark = style({
  fill: 'none',
  stroke: vars.color[chartColors.second],
  strokeWidth: 2,
});
/** The distance between the two marks of a row: dashed. */
export const link = style({
  stroke: vars.color.textMuted,
  strokeWidth: 2,
  strokeDasharray: '4 3',
});
