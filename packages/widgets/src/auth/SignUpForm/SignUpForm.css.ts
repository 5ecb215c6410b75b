import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  alignItems: 'stretch',
  '@media': { '(min-width: 900px)': { gridTemplateColumns: '2fr 3fr' } },
});

export const decorative = style({
  display: 'none',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: vars.space['8'],
  borderRadius: vars.radius.card,
  background: `linear-gradient(135deg, ${vars.color.accent}, ${vars.color.accentHover})`,
  color: vars.color.onAccent,
  '@media': { '(min-width: 900px)': { display: 'flex' } },
});

export const decorativeTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.bold,
});

export const decorativeText = style({ margin: 0, fontSize: vars.fontSize.md });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
});

export const terms = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const termsHeading = style({
  margin: 0,
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
});

export const termsText = style({
  margin: 0,
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
