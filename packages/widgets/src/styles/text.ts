import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/**
 * Type building blocks the components' `*.css.ts` files share: text on the type scale, muted
 * text, pills (plain style rules, as in `./layout.ts`).
 */

type FontSize = keyof typeof vars.fontSize;
type FontWeight = keyof typeof vars.fontWeight;
type Color = keyof typeof vars.color;

/** Text on the type scale with no margin: a paragraph, a label, a heading. */
export const bodyText = (fontSize: FontSize, fontWeight?: FontWeight): StyleRule => ({
  margin: 0,
  fontSize: vars.fontSize[fontSize],
  ...(fontWeight && { fontWeight: vars.fontWeight[fontWeight] }),
});

/** A heading: semibold (or the given weight) with the tight line height. */
export const headingText = (
  fontSize: FontSize,
  fontWeight: FontWeight = 'semibold',
): StyleRule => ({
  ...bodyText(fontSize, fontWeight),
  lineHeight: vars.lineHeight.tight,
});

/** Secondary text: the muted colour. */
export const mutedText = (fontSize: FontSize): StyleRule => ({
  ...bodyText(fontSize),
  color: vars.color.textMuted,
});

/** A small pill of extra-small type. */
export const pill = (background: Color, color: Color): StyleRule => ({
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.full,
  background: vars.color[background],
  color: vars.color[color],
  fontSize: vars.fontSize.xs,
});

/** The accent tag beside a title (a report's "Evaluation", a career report's tag). */
export const accentTag: StyleRule = {
  ...pill('accentSubtle', 'accentText'),
  paddingBlock: '2px',
  fontWeight: vars.fontWeight.medium,
};

/** A small count or hint under a field, at its end. */
export const fieldNote: StyleRule = {
  alignSelf: 'flex-end',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  margin: 0,
};

/** The label beside a checkbox, radio or switch: small text in the text colour. */
export const choiceLabel: StyleRule = { fontSize: vars.fontSize.sm, color: vars.color.text };

/**
 * In the dark theme, a filled badge or field (a current step, an avatar, the accent hero) turns
 * into a tint of its colour with an inset outline, so that every text of the dark theme sits on a
 * dark surface (buttons keep their fill: they are controls). Spread into a rule without selectors.
 * The return type is spelled out so that recipes using it keep a nameable type (declarations).
 */
export const darkTint = (
  tint: Color,
  text: Color,
  outline: Color,
): { selectors: Record<string, { background: string; color: string; boxShadow: string }> } => ({
  selectors: {
    '[data-rolescope][data-theme="dark"] &': {
      background: vars.color[tint],
      color: vars.color[text],
      boxShadow: `inset 0 0 0 1px ${vars.color[outline]}`,
    },
  },
});
