import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['4'],
});

export const panelHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
});

export const th = style({
  textAlign: 'start',
  padding: vars.space['3'],
  borderBottom: `1px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space['3'],
  fontSize: vars.fontSize.sm,
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });
