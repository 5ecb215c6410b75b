import { style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { vars } from '../../theme/contract.css';

export const root = style({ display: 'inline-flex' });

export const trigger = style({
  display: 'inline-flex',
  padding: 0,
  border: 0,
  background: 'none',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const panel = style({
  zIndex: 50,
  width: '18rem',
  maxWidth: 'calc(100vw - 16px)',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.raised,
  selectors: { '&:focus-visible': focusRing },
});

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const identityText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const email = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const online = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
});

export const onlineDot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.success,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space['3'],
});
