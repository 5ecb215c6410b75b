import { style } from '@vanilla-extract/css';
import { autoGrid, cardSurface, flexColumn } from '../../../styles/layout';
import { bodyText, headingText, mutedText } from '../../../styles/text';
import { vars } from '../../../theme/contract.css';

export const summary = style([
  flexColumn('4'),
  cardSurface(),
  { padding: vars.space['5'], breakInside: 'avoid', minWidth: 0 },
]);

export const title = style(headingText('lg'));

/** Career level and category side by side while they fit; the score under them. */
export const blocks = style([autoGrid('220px', '5'), { minWidth: 0 }]);

export const block = style([flexColumn('2'), { minWidth: 0, breakInside: 'avoid' }]);

/** The score block: the whole width, its parts in a column of readable width. */
export const scoreBlock = style([
  block,
  {
    gridColumn: '1 / -1',
    borderBlockStart: `1px solid ${vars.color.border}`,
    paddingBlockStart: vars.space['4'],
  },
]);

export const label = style([mutedText('xs'), { fontWeight: vars.fontWeight.medium }]);

export const value = style(headingText('xl', 'bold'));

export const name = style(bodyText('md', 'semibold'));

export const note = style(mutedText('sm'));

export const meaning = style(bodyText('sm'));

// ------------------------------------------------------------------ the career level meter

export const meter = style([flexColumn('1'), { marginBlockStart: vars.space['2'] }]);

export const track = style({
  position: 'relative',
  blockSize: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  minInlineSize: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

export const ticks = style({ position: 'relative', blockSize: '16px' });

export const tick = style([
  mutedText('xs'),
  { position: 'absolute', insetBlockStart: 0, transform: 'translateX(-50%)' },
]);

export const tickCurrent = style({ color: vars.color.text, fontWeight: vars.fontWeight.bold });

// ------------------------------------------------------------------ the score's parts

export const parts = style({
  display: 'grid',
  gridTemplateColumns: '1fr max-content',
  maxWidth: '480px',
  columnGap: vars.space['3'],
  rowGap: vars.space['1'],
  margin: 0,
});

export const partRow = style({ display: 'contents' });

export const partTerm = style([bodyText('sm'), { minWidth: 0 }]);

export const partRange = style([mutedText('xs'), { display: 'block' }]);

export const partValue = style([
  bodyText('sm', 'semibold'),
  { margin: 0, textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
]);
