import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRing, transition } from '../styleUtils';

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space['2'],
    minHeight: vars.size.control,
    minWidth: vars.size.target,
    paddingInline: vars.space['4'],
    borderRadius: vars.radius.control,
    border: '1px solid transparent',
    fontFamily: 'inherit',
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    lineHeight: vars.lineHeight.tight,
    cursor: 'pointer',
    textDecoration: 'none',
    transition: transition('background-color', 'border-color', 'color', 'box-shadow'),
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.accentHover,
          },
        },
      },
      secondary: {
        background: vars.color.surface,
        color: vars.color.text,
        borderColor: vars.color.borderStrong,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.surfaceSunken,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.accentText,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.accentSubtle,
          },
        },
      },
      destructive: {
        background: vars.color.destructive,
        color: vars.color.onDestructive,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': {
            background: vars.color.destructiveHover,
          },
        },
      },
    },
    size: {
      sm: { minHeight: '32px', paddingInline: vars.space['3'], fontSize: vars.fontSize.xs },
      md: {},
      lg: { minHeight: '48px', paddingInline: vars.space['6'], fontSize: vars.fontSize.md },
    },
    fullWidth: { true: { width: '100%' }, false: {} },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  width: '1em',
  height: '1em',
  borderRadius: vars.radius.full,
  border: '2px solid currentColor',
  borderRightColor: 'transparent',
  animation: `${spin} 700ms linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
