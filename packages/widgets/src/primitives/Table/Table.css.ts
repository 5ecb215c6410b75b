import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styleUtils';

/**
 * Below this width of its place a table shows each row as a card (label and value per cell)
 * instead of scrolling sideways: a phone sees every cell and every action without a page
 * wider than the screen. A container query, so a narrow column of a wide host page counts.
 */
const STACKED = '(max-width: 640px)';

/** Scrolls the table sideways when it is wider than its place (wide layouts only). */
export const wrap = style({ overflowX: 'auto', containerType: 'inline-size' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const caption = style({
  padding: vars.space['3'],
  textAlign: 'start',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
});

export const th = style({
  padding: vars.space['3'],
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  whiteSpace: 'nowrap',
});

/** A header with nothing to press (no sorting): the cards label their cells instead. */
export const thPlain = style({ '@container': { [STACKED]: { display: 'none' } } });

export const row = style({
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
  '@container': {
    [STACKED]: {
      display: 'flex',
      flexDirection: 'column',
      gap: vars.space['2'],
      padding: vars.space['3'],
    },
  },
});

export const td = style({
  padding: vars.space['3'],
  verticalAlign: 'middle',
  '@container': {
    [STACKED]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 7em) minmax(0, 1fr)',
      columnGap: vars.space['2'],
      padding: 0,
      overflowWrap: 'anywhere',
    },
  },
});

/** The loading or empty row's one cell. */
export const message = style({ color: vars.color.textMuted, textAlign: 'center' });

// Stacked: the table's parts are blocks; the sortable headers stay as a wrapping row of sort
// buttons above the cards.
globalStyle(`${table}, ${table} > *, td${message}`, {
  '@container': { [STACKED]: { display: 'block' } },
});
globalStyle(`${table} > thead > tr`, {
  '@container': {
    [STACKED]: {
      display: 'flex',
      flexWrap: 'wrap',
      borderBottom: `1px solid ${vars.color.borderStrong}`,
    },
  },
});
globalStyle(`${th}`, { '@container': { [STACKED]: { padding: vars.space['1'], border: 'none' } } });

// The card's label of a cell: its column's name, beside all of the cell's parts (a date and
// its time stack in the second column).
globalStyle(`${td}::before`, {
  '@container': {
    [STACKED]: {
      content: 'attr(data-label)',
      gridRow: 'span 8',
      color: vars.color.textMuted,
    },
  },
});

/** A sortable column's header button (`sortableColumn`) and its arrow. */
export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: vars.size.target,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  borderRadius: vars.radius.control,
  selectors: { '&:focus-visible': focusRing },
});

export const sortIcon = style({ color: vars.color.textMuted, flexShrink: 0 });
