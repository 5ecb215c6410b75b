import { type GlobalStyleRule, globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { autoGrid, bareList, cardSurface, flexColumn, flexRow } from '../../styles/layout';
import { bodyText, headingText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

const print = (rule: GlobalStyleRule): GlobalStyleRule => ({ '@media': { print: rule } });

/** The widget's root; `data-printing` while its Print button prints. */
export const root = style([
  flexColumn('6'),
  { containerType: 'inline-size', minWidth: 0, color: vars.color.text },
]);
export const header = style([flexRow('3', 'space-between'), { flexWrap: 'wrap' }]);
export const title = style(headingText('xl'));
/** Small muted text: the period line, the heatmap's hint and the headline's labels. */
export const subtitle = style(mutedText('sm'));
export const actions = style([flexRow('2', 'flex-end'), { flexWrap: 'wrap' }]);
export const section = style([
  cardSurface(),
  flexColumn('3'),
  { minWidth: 0, padding: vars.space['4'] },
]);
export const sectionTitle = style(headingText('lg'));
export const message = style(bodyText('md'));

// Headline figures: a row of definition cards, wrapping on a phone.
export const figures = style([autoGrid('150px', '3'), bareList, { margin: 0 }]);
export const figure = style([flexColumn('1'), { margin: 0 }]);
export const figureValue = style(headingText('xxl'));

export const charts = style(autoGrid('260px', '6'));
export const bar = style({ fill: vars.color.accent });

// Filters
// 176 px: the widest default choice ("All departments") on one line beside its chevron.
export const filters = style([
  autoGrid('176px', '3', 'fill'),
  { border: 'none', margin: 0, padding: 0, minWidth: 0, alignItems: 'end' },
]);
export const filtersLegend = style([
  headingText('md'),
  { padding: 0, marginBottom: vars.space['2'] },
]);

// Tables (heatmap, gaps, people): scroll sideways inside their box on a narrow screen.
export const tableBox = style({ overflowX: 'auto', maxWidth: '100%' });
export const table = style({
  borderCollapse: 'collapse',
  width: '100%',
  fontSize: vars.fontSize.sm,
});
/*
 * A caption is as wide as its table, which may be wider than the box it scrolls in (a phone):
 * held to the box's width (the root is the container: minus the section's padding and border)
 * and at its start while the table scrolls, so the title is never cut off.
 */
export const caption = style([
  headingText('lg'),
  {
    textAlign: 'start',
    paddingBottom: vars.space['2'],
    position: 'sticky',
    insetInlineStart: 0,
    maxWidth: `calc(100cqi - 2 * ${vars.space['4']} - 2px)`,
  },
]);
export const th = style({
  textAlign: 'start',
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.semibold,
  verticalAlign: 'bottom',
});
export const rowHeader = style({
  textAlign: 'start',
  padding: vars.space['2'],
  fontWeight: vars.fontWeight.regular,
  borderBottom: `1px solid ${vars.color.border}`,
  minWidth: '140px',
});
export const td = style({
  padding: vars.space['1'],
  borderBottom: `1px solid ${vars.color.border}`,
});
export const numeric = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums' });
export const sortButton = style({
  all: 'unset',
  cursor: 'pointer',
  font: 'inherit',
  color: vars.color.text,
  display: 'inline-flex',
  gap: vars.space['1'],
  alignItems: 'center',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

/*
 * Heatmap cells, in five steps of the share at or above the recommended level: a lighter
 * accent tint for a lower share. The number is always written in the cell, so the colour is
 * never the only way to read it; the last step is the solid accent with its own text colour.
 */
const cellBase = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '64px',
  minHeight: '44px',
  width: '100%',
  padding: vars.space['1'],
  borderRadius: vars.radius.control,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  color: vars.color.text,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});
const tint = (percent: number) =>
  `color-mix(in srgb, ${vars.color.accent} ${percent}%, ${vars.color.surface})`;
export const cell = styleVariants({
  s0: [cellBase, { background: tint(6) }],
  s1: [cellBase, { background: tint(18) }],
  s2: [cellBase, { background: tint(32) }],
  s3: [cellBase, { background: tint(48) }],
  s4: [cellBase, { background: vars.color.accent, color: vars.color.onAccent }],
});
export const emptyCell = style([
  mutedText('xs'),
  { display: 'block', textAlign: 'center', padding: vars.space['2'] },
]);
export const cellShare = style({ fontWeight: vars.fontWeight.semibold });
export const cellCount = style({ fontSize: vars.fontSize.xs });
export const selectedCell = style({
  outline: `3px solid ${vars.color.text}`,
  outlineOffset: '-3px',
});

export const personButton = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.accentText,
  textDecoration: 'underline',
  ':focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
});

// ---------------------------------------------------------------- print (A4)

globalStyle('@page', { size: 'A4', margin: '15mm' } as GlobalStyleRule);

/** Printing from the Print button: only the insights; everything else on the page is left out. */
globalStyle(
  `body:has(${root}[data-printing]) *:not(:has(${root}[data-printing]), ${root}[data-printing], ${root}[data-printing] *)`,
  print({ display: 'none' }),
);
/** No controls on paper: the filters, buttons and the people list's actions. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });
globalStyle(`[data-rolescope] ${section}`, print({ breakInside: 'avoid', boxShadow: 'none' }));
globalStyle(`[data-rolescope] ${tableBox}`, print({ overflow: 'visible' }));

// The heatmap's Teams / Departments switch.
export const toggle = style([
  flexRow('2', 'flex-start'),
  { border: 'none', margin: 0, padding: 0, minWidth: 0, flexWrap: 'wrap' },
]);
export const toggleLegend = style([
  bodyText('sm', 'semibold'),
  { float: 'left', padding: 0, marginInlineEnd: vars.space['2'] },
]);
