import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The layout pieces the page-level screens share. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: '1120px',
  marginInline: 'auto',
  padding: vars.space['6'],
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const centered = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['4'],
  minHeight: '70vh',
  padding: vars.space['6'],
  textAlign: 'center',
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.xxl,
  fontWeight: vars.fontWeight.bold,
  lineHeight: vars.lineHeight.tight,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.md });

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['3'],
});

export const grid = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
});

export const footer = style({
  marginTop: vars.space['8'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
