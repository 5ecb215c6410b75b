import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

/*
 * Layout building blocks the components' `*.css.ts` files share: flex stacks and rows, auto grids, card frames.
 * They are plain style rules: `style([flexColumn('4'), cardSurface(), { padding: vars.space['4'] }])`
 * merges them into the component's one class, so a rule is written once and every class stays
 * self-contained. Values come from the theme contract only.
 */

type Space = keyof typeof vars.space;
type Color = keyof typeof vars.color;

/** A flex column, its children `gap` apart. */
export const flexColumn = (gap: Space): StyleRule => ({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[gap],
});

/** A wrapping flex row: items centred across it, spread along it unless told otherwise. */
export const flexRow = (
  gap: Space,
  justifyContent = 'space-between',
  alignItems = 'center',
): StyleRule => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems,
  justifyContent,
  gap: vars.space[gap],
});

/** A grid of as many columns, each at least `min` wide, as `auto-fit` (or `auto-fill`) allows. */
export const autoGrid = (min: string, gap: Space, repeat: 'fit' | 'fill' = 'fit'): StyleRule => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-${repeat}, minmax(${min}, 1fr))`,
  gap: vars.space[gap],
});

/** A card's frame: the card radius, a hairline border and a surface colour. */
export const cardSurface = (background: Color = 'surface'): StyleRule => ({
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color[background],
});

/** A fieldset framed as a card. */
export const fieldsetCard: StyleRule = {
  margin: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.card,
  minWidth: 0,
};

/** Terms in a narrow column, their values beside them (a `<dl>`). */
export const termGrid: StyleRule = {
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
};

/** A list without bullets or indentation. */
export const bareList: StyleRule = { margin: 0, padding: 0, listStyle: 'none' };
