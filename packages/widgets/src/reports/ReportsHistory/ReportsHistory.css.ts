import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
});

export const subtitle = style({
  margin: `${vars.space['1']} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  textAlign: 'center',
});

export const stateTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const stateText = style({ margin: 0, color: vars.color.textMuted });

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '24px',
  height: '24px',
  borderRadius: vars.radius.full,
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 800ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const tableWrap = style({
  overflowX: 'auto',
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

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
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'start',
  fontWeight: vars.fontWeight.semibold,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

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

export const row = style({
  selectors: { '&:not(:last-child)': { borderBottom: `1px solid ${vars.color.border}` } },
});

export const td = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  verticalAlign: 'middle',
});

export const roleText = style({
  display: 'inline-block',
  maxWidth: '350px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  borderRadius: vars.radius.control,
  selectors: { '&:focus-visible': focusRing },
});

export const nameCell = style({ wordBreak: 'break-word', minWidth: '200px' });

export const date = style({ display: 'block', whiteSpace: 'nowrap' });

export const time = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const pagination = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const pageStatus = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const pageList = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const ellipsis = style({ paddingInline: vars.space['2'], color: vars.color.textMuted });

export const careerTag = style({
  display: 'inline-block',
  marginInlineStart: vars.space['2'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.full,
  background: vars.color.accentSubtle,
  color: vars.color.accentText,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
});
