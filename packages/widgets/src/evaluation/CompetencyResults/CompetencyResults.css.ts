import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../../primitives/styleUtils';
import { rowButton } from '../../styles/controls';
import { autoGrid, cardSurface, flexColumn } from '../../styles/layout';
import { bodyText, pill } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const page = style([
  flexColumn('6'),
  { maxWidth: '960px', marginInline: 'auto', padding: vars.space['4'] },
]);

export const card = style([
  flexColumn('4'),
  cardSurface(),
  { padding: vars.space['6'], boxShadow: vars.shadow.raised },
]);

export const cardTitle = style(bodyText('lg', 'semibold'));

export const facts = style([autoGrid('220px', '4', 'fill'), { margin: 0 }]);

export const factTerm = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const panels = style(flexColumn('3'));

export const panel = style({
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
});

export const panelHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const panelButton = style([
  rowButton,
  {
    padding: vars.space['4'],
    borderRadius: vars.radius.control,
    font: 'inherit',
    fontWeight: vars.fontWeight.semibold,
    selectors: { '&:focus-visible': focusRing },
  },
]);

export const levelBadge = style(pill('accentSubtle', 'accentText'));

export const chevron = style({
  transition: transition('transform'),
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panelBody = style([
  flexColumn('2'),
  { paddingInline: vars.space['4'], paddingBlockEnd: vars.space['4'] },
]);

export const subheading = style(bodyText('sm', 'semibold'));

export const text = style(bodyText('sm'));

export const list = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontSize: vars.fontSize.sm,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
});

/** A competency's chosen and recommended level, side by side. */
export const levels = style([autoGrid('180px', '3'), { margin: 0 }]);

/** How the chosen level compares with the recommended one. */
export const comparison = style([bodyText('sm', 'semibold'), { color: vars.color.accentText }]);

/** The score composition and competency profile charts, one under the other. */
export const charts = style([flexColumn('4'), { minWidth: 0 }]);
