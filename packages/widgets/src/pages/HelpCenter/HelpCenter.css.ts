import { style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { textBox } from '../../styles/controls';
import { autoGrid, bareList, flexColumn } from '../../styles/layout';
import { bodyText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 2fr) minmax(240px, 1fr)',
  '@media': { 'screen and (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style(flexColumn('6'));

export const links = style([autoGrid('160px', '3'), bareList]);

export const link = style({
  display: 'flex',
  minHeight: vars.size.target,
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.accentText,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.accentSubtle },
    '&:focus-visible': focusRing,
  },
});

export const form = style(flexColumn('4'));

export const textareaLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const textarea = style(textBox('120px'));

export const fieldColumn = style(flexColumn('1'));

export const error = style([bodyText('xs'), { color: vars.color.destructive }]);

export const list = style([bareList, flexColumn('2')]);

export const term = style({ fontWeight: vars.fontWeight.semibold });

export const statusDot = style({
  display: 'inline-block',
  width: '8px',
  height: '8px',
  marginInlineEnd: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.success,
});

export const definition = style({ margin: 0 });

export const requiredMark = style({
  color: vars.color.destructive,
  marginInlineStart: vars.space['1'],
});
