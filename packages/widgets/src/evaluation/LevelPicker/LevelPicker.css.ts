import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, transition } from '../../primitives/styleUtils';
import { autoGrid, cardSurface, flexColumn, flexRow } from '../../styles/layout';
import { bodyText, darkTint, headingText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const panel = style({ gap: vars.space['5'] });

export const progress = style(flexColumn('2'));

export const progressRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const heading = style([headingText('xl'), { selectors: { '&:focus-visible': focusRing } }]);

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const grid = style(autoGrid('200px', '4', 'fill'));

export const card = recipe({
  base: [
    flexColumn('2'),
    cardSurface(),
    {
      padding: vars.space['4'],
      border: `2px solid ${vars.color.border}`,
      boxShadow: vars.shadow.raised,
      cursor: 'pointer',
      transition: transition('border-color', 'background-color'),
      selectors: { '&:has(:focus-visible)': focusRing },
    },
  ],
  variants: {
    selected: {
      true: { borderColor: vars.color.accent, background: vars.color.accentSubtle },
      false: {},
    },
    disabled: {
      // An undefined level reads as set aside (sunken, dashed) without fading its text: opacity
      // would take "Not defined for this competency" below the 4.5:1 contrast of WCAG 1.4.3.
      true: {
        background: vars.color.surfaceSunken,
        borderStyle: 'dashed',
        cursor: 'not-allowed',
        boxShadow: 'none',
      },
      false: {
        selectors: { '&:hover': { borderColor: vars.color.borderStrong } },
      },
    },
  },
  defaultVariants: { selected: false, disabled: false },
});

export const cardHeader = style(flexRow('2', 'flex-start'));

/** The level's radio: its name and mark; the card around it shows its focus ring. */
export const radio = style([flexRow('2', 'flex-start'), { outline: 'none' }]);

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
      accent: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        ...darkTint('accentSubtle', 'accentText', 'accent'),
      },
      success: { background: vars.color.successSubtle, color: vars.color.text },
      neutral: {
        background: vars.color.surfaceSunken,
        color: vars.color.text,
        boxShadow: `inset 0 0 0 1px ${vars.color.borderStrong}`,
      },
    },
  },
});

export const description = style(bodyText('sm'));

export const abilities = style([mutedText('sm'), { paddingInlineStart: vars.space['5'] }]);
