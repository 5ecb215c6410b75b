import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(220px, 1fr) minmax(0, 3fr)',
  '@media': { 'screen and (max-width: 800px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const steps = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  selectors: { '&[aria-current="step"]': { background: vars.color.accentSubtle } },
});

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  borderRadius: vars.radius.full,
  background: vars.color.accent,
  color: vars.color.onAccent,
  fontWeight: vars.fontWeight.semibold,
  flexShrink: 0,
});

export const content = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
