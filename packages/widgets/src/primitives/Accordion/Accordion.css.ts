import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing, transition } from '../styleUtils';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  background: vars.color.surface,
  overflow: 'hidden',
});

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const header = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  minHeight: vars.size.target,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  border: 0,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.md,
  textAlign: 'start',
  cursor: 'pointer',
  transition: transition('background-color'),
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.focus.ring} * -1)` },
  },
});

export const headerText = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] });

export const title = style({ fontWeight: vars.fontWeight.semibold });

export const summary = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const chevron = style({
  flexShrink: 0,
  transition: transition('transform'),
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const panel = style({ padding: `0 ${vars.space['4']} ${vars.space['4']}` });

/** A closed panel whose content stays rendered (`keepMounted`): hidden on screen. */
export const panelCollapsed = style({ display: 'none' });
