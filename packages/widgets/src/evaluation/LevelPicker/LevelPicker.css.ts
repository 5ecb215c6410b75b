import { style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { focusRing, transition } from '../../primitives/styleUtils';
import { vars } from '../../theme/contract.css';

export const panel = style({ gap: vars.space['5'] });

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
});

export const progressRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  selectors: { '&:focus-visible': focusRing },
});

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: vars.space['4'],
});

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['2'],
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    border: `2px solid ${vars.color.border}`,
    background: vars.color.surface,
    boxShadow: vars.shadow.raised,
    cursor: 'pointer',
    transition: transition('border-color', 'background-color', 'opacity'),
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    selected: {
      true: { borderColor: vars.color.accent, background: vars.color.accentSubtle },
      false: {},
    },
    disabled: {
      true: { opacity: 0.5, cursor: 'not-allowed', boxShadow: 'none' },
      false: {
        selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
      },
    },
  },
  defaultVariants: { selected: false, disabled: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const levelName = style({ fontWeight: vars.fontWeight.semibold });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    paddingInline: vars.space['2'],
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.medium,
  },
  variants: {
    tone: {
      accent: { background: vars.color.accent, color: vars.color.onAccent },
      success: { background: vars.color.successSubtle, color: vars.color.text },
    },
  },
});

export const description = style({ margin: 0, fontSize: vars.fontSize.sm });

export const abilities = style({
  margin: 0,
  paddingInlineStart: vars.space['5'],
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
