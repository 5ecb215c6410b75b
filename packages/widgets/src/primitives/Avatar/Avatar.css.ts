import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { darkTint } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.accent,
    color: vars.color.onAccent,
    fontWeight: vars.fontWeight.semibold,
    textTransform: 'uppercase',
    userSelect: 'none',
    ...darkTint('accentSubtle', 'accentText', 'accent'),
  },
  variants: {
    size: {
      sm: { width: '32px', height: '32px', fontSize: vars.fontSize.xs },
      md: { width: '40px', height: '40px', fontSize: vars.fontSize.sm },
      lg: { width: '56px', height: '56px', fontSize: vars.fontSize.lg },
    },
  },
  defaultVariants: { size: 'md' },
});

export type AvatarVariants = NonNullable<RecipeVariants<typeof avatar>>;
