import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styleUtils';

const slideIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'none' },
});

export const region = style({
  position: 'fixed',
  insetBlockEnd: vars.space['4'],
  insetInlineEnd: vars.space['4'],
  zIndex: 1200,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  width: 'min(380px, calc(100vw - 32px))',
  outline: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const toast = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['1'],
    padding: vars.space['4'],
    paddingInlineEnd: vars.space['10'],
    borderRadius: vars.radius.card,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.raised,
    animation: `${slideIn} ${vars.motion.duration} ${vars.motion.easing}`,
  },
  variants: {
    variant: {
      default: {},
      success: { borderInlineStart: `4px solid ${vars.color.success}` },
      destructive: {
        background: vars.color.destructive,
        borderColor: vars.color.destructive,
        color: vars.color.onDestructive,
      },
    },
  },
  defaultVariants: { variant: 'default' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
});
export const description = style({ margin: 0, fontSize: vars.fontSize.sm });

export const close = style({
  position: 'absolute',
  insetBlockStart: vars.space['2'],
  insetInlineEnd: vars.space['2'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.control,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
