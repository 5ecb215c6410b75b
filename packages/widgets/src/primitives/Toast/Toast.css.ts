import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { iconButton } from '../../styles/controls';
import { cardSurface, flexColumn } from '../../styles/layout';
import { bodyText, darkTint } from '../../styles/text';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styleUtils';

/** Phones and small tablets: the region spans the bottom edge and the toasts are compact. */
const narrow = 'screen and (max-width: 767px)';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

/*
 * Bottom right (bottom centre below 768 px), as the specification's notification behaviour
 * says, inside the safe-area insets. Primary actions also live at the bottom (the wizard's
 * Save & Next, dialog footers, the level picker's Continue, the sign-in button), so the
 * bottom offset adds two lengths:
 * - `--rs-toast-lift`, set by the provider while toasts show: just enough to clear any visible
 *   primary button the region would cover (clearance.ts measures them);
 * - `--rs-toast-reserve`, a host's own fixed bottom bar (set it on :root, e.g. 64px).
 * The region itself lets the pointer through; only the toasts take it. docs/toasts.md.
 */
export const region = style({
  position: 'fixed',
  insetBlockEnd: `calc(${vars.space['4']} + env(safe-area-inset-bottom, 0px) + var(--rs-toast-reserve, 0px) + var(--rs-toast-lift, 0px))`,
  insetInlineEnd: `calc(${vars.space['4']} + env(safe-area-inset-right, 0px))`,
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
      insetBlockEnd: `calc(${vars.space['2']} + env(safe-area-inset-bottom, 0px) + var(--rs-toast-reserve, 0px) + var(--rs-toast-lift, 0px))`,
      insetInline: `calc(${vars.space['2']} + env(safe-area-inset-left, 0px)) calc(${vars.space['2']} + env(safe-area-inset-right, 0px))`,
      width: 'auto',
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
