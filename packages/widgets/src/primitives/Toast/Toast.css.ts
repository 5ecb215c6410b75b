import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { iconButton } from '../../styles/controls';
import { cardSurface, flexColumn } from '../../styles/layout';
import { bodyText, darkTint } from '../../styles/text';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styleUtils';

/** Phones and small tablets: the region spans the top edge and the toasts are compact. */
const narrow = 'screen and (max-width: 767px)';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-8px)' },
  to: { opacity: 1, transform: 'none' },
});

/*
 * Top centre. Primary actions (the wizard's Save & Next, dialog footers, the level picker's
 * Continue, Submit Survey) sit at the bottom of their screens or cards, and a host's header
 * keeps its logo and menus at the left and right ends: the top centre covers neither. The
 * region itself lets the pointer through; only the toasts take it.
 */
export const region = style({
  position: 'fixed',
  insetBlockStart: `calc(${vars.space['4']} + env(safe-area-inset-top, 0px))`,
  insetInline: 0,
  marginInline: 'auto',
  zIndex: 1200,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: `min(380px, calc(100vw - 2 * ${vars.space['4']}))`,
  outline: 'none',
  pointerEvents: 'none',
  selectors: { '&:focus-visible': focusRing },
  '@media': {
    [narrow]: {
      insetBlockStart: `calc(${vars.space['2']} + env(safe-area-inset-top, 0px))`,
      width: `calc(100vw - 2 * ${vars.space['2']})`,
      gap: vars.space['1'],
    },
  },
});

export const toast = recipe({
  base: [
    flexColumn('1'),
    cardSurface('surfaceRaised'),
    {
      position: 'relative',
      padding: vars.space['4'],
      paddingInlineEnd: vars.space['10'],
      pointerEvents: 'auto',
      color: vars.color.text,
      boxShadow: vars.shadow.raised,
      animation: `${slideIn} ${vars.motion.duration} ${vars.motion.easing}`,
      '@media': {
        [narrow]: { gap: 0, paddingBlock: vars.space['2'], paddingInlineStart: vars.space['3'] },
      },
    },
  ],
  variants: {
    variant: {
      default: {},
      success: { borderInlineStart: `4px solid ${vars.color.success}` },
      destructive: {
        background: vars.color.destructive,
        borderColor: vars.color.destructive,
        color: vars.color.onDestructive,
        ...darkTint('destructiveSubtle', 'text', 'destructive'),
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export const title = style(bodyText('sm', 'semibold'));
export const description = style([
  bodyText('sm'),
  { '@media': { [narrow]: { fontSize: vars.fontSize.xs } } },
]);

export const close = style([
  iconButton('28px'),
  {
    position: 'absolute',
    insetBlockStart: vars.space['2'],
    insetInlineEnd: vars.space['2'],
    color: 'inherit',
  },
]);
