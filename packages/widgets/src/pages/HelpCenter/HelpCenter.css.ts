import { style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 2fr) minmax(240px, 1fr)',
  '@media': { 'screen and (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const links = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

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

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const textareaLabel = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
});

export const textarea = style({
  width: '100%',
  minHeight: '120px',
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  resize: 'vertical',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: '0px', borderColor: vars.color.accent },
    '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
  },
});

export const fieldColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
});

export const error = style({
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.destructive,
});

export const list = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

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
