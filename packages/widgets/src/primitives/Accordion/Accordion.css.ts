import { style } from '@vanilla-extract/css';
import { rowButton } from '../../styles/controls';
import { cardSurface, flexColumn } from '../../styles/layout';
import { vars } from '../../theme/contract.css';
import { focusRing, transition } from '../styleUtils';

export const root = style([
  cardSurface(),
  { display: 'flex', flexDirection: 'column', overflow: 'hidden' },
]);

export const item = style({
  selectors: { '& + &': { borderTop: `1px solid ${vars.color.border}` } },
});

export const heading = style({ margin: 0, fontSize: 'inherit', fontWeight: 'inherit' });

export const header = style([
  rowButton,
  {
    padding: `${vars.space['3']} ${vars.space['4']}`,
    fontFamily: 'inherit',
    fontSize: vars.fontSize.md,
    transition: transition('background-color'),
    selectors: {
      '&:focus-visible': { ...focusRing, outlineOffset: `calc(${vars.focus.ring} * -1)` },
    },
  },
]);

export const headerText = style(flexColumn('1'));

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
