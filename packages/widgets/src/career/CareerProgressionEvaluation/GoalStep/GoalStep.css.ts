import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceSunken,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: vars.space['4'],
});

export const textarea = style({
  width: '100%',
  minHeight: '6rem',
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  resize: 'vertical',
  ':focus-visible': { outline: vars.focus.ring, outlineOffset: vars.focus.offset },
});

export const counter = style({
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  margin: 0,
});
