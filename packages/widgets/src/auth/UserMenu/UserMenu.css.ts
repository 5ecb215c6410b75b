import { style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { cardSurface, flexColumn } from '../../styles/layout';
import { mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const root = style({ position: 'relative', display: 'inline-flex' });

export const trigger = style({
  display: 'inline-flex',
  padding: 0,
  border: 0,
  background: 'none',
  borderRadius: vars.radius.full,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});

export const panel = style([
  flexColumn('3'),
  cardSurface('surfaceRaised'),
  {
    // Under the avatar, its end edge on the avatar's.
    position: 'absolute',
    insetBlockStart: `calc(100% + ${vars.space['2']})`,
    insetInlineEnd: 0,
    zIndex: 50,
    width: '288px',
    maxWidth: 'calc(100vw - 16px)',
    padding: vars.space['4'],
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
    selectors: { '&:focus-visible': focusRing },
  },
]);

export const identity = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const identityText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const name = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const email = style([
  mutedText('sm'),
  { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
]);

export const online = style([
  mutedText('xs'),
  { display: 'inline-flex', alignItems: 'center', gap: vars.space['1'] },
]);

export const onlineDot = style({
  width: '8px',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.success,
});

export const actions = style([
  flexColumn('2'),
  { borderTop: `1px solid ${vars.color.border}`, paddingTop: vars.space['3'] },
]);
