import { style } from '@vanilla-extract/css';
import { focusRing, transition } from '../../primitives/styleUtils';
import { vars } from '../../theme/contract.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  maxWidth: '960px',
  marginInline: 'auto',
  padding: vars.space['4'],
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.raised,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space['4'],
  margin: 0,
});

export const factTerm = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: vars.fontWeight.medium });

export const panels = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });

export const panel = style({
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
});

export const panelHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const panelButton = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: vars.size.target,
  padding: vars.space['4'],
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'start',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:hover': { background: vars.color.surfaceSunken } },
});

export const levelBadge = style({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
});

export const chevron = style({
  transition: transition('transform'),
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingInline: vars.space['4'],
  paddingBlockEnd: vars.space['4'],
});

export const subheading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});

export const text = style({ margin: 0, fontSize: vars.fontSize.sm });

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
