import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** Scrolls the table sideways when it is wider than its place. */
export const wrap = style({ overflowX: 'auto' });

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

export const row = style({
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});

export const td = style({ padding: vars.space['3'], verticalAlign: 'middle' });

/** The loading or empty row's one cell. */
export const message = style({ color: vars.color.textMuted, textAlign: 'center' });
