import { globalStyle } from '@vanilla-extract/css';
import { resetRoot, resetSelector, svgInnerSelector } from './resetSelector';

/*
 * The scoped reset: what a host page's global CSS (`* { letter-spacing }`, `h1 { margin }`,
 * `button { background }`, fonts, `text-transform`...) does to the widgets is undone under each
 * widget's root (`WidgetRoot`, `[data-rs-widget]`: every entry wraps its widgets in one, and the
 * provider's portal container carries it), without `!important`. The host's own markup inside
 * the provider is outside every widget root and keeps the host's styles.
 *
 * The cascade it relies on:
 * - Host rules are usually unlayered, and an unlayered rule beats every `@layer` rule whatever
 *   its specificity, so the reset is NOT layered: it wins on specificity instead.
 * - `[data-rs-widget] :where(...)` weighs (0,1,0): more than the host's `*` (0,0,0), `h1`,
 *   `button` (0,0,1) and `main h1` (0,0,2) rules, so they lose whatever the stylesheet order.
 * - The components' own classes weigh (0,1,0) too and win by coming later: this file is
 *   imported by `contract.css.ts`, which every `*.css.ts` imports for the theme variables, so
 *   vanilla-extract emits the reset before any component rule (in `dist/index.css`, in a
 *   Vite dev server, in the custom elements' shadow stylesheet). `*.css.ts` files that do not
 *   use the variables import `./reset.css` themselves.
 * - `all: revert` rolls every property back to the browser's own stylesheet (`revert` in the
 *   author origin drops ALL author rules of lower weight, the host's included), so each widget
 *   looks as on a page without any CSS plus its own classes. Custom properties (`--rs-*`) are
 *   not touched by `all`. SVG is left out: `revert` would also drop presentation attributes
 *   (`fill`, `d`, `width`...), which the icons need.
 * - Inherited properties reach the widgets from the host's elements above the root, so the
 *   root itself sets every inherited text property to its normal value (its class, `WidgetRoot.css.ts`,
 *   then sets the theme's font and colour).
 * Host rules of weight (0,1,1) or more (`.portal h1`) still win over the components' own
 * (0,1,0) classes; the custom elements (shadow DOM) are immune to those too.
 */

const root = resetRoot;

globalStyle(resetSelector, { all: 'revert' });

globalStyle(`${root} :where(*), ${root} :where(*)::before, ${root} :where(*)::after`, {
  boxSizing: 'border-box',
});

/*
 * SVG icons: only the properties that are not presentation attributes (the box around the icon
 * and the text properties it would pass on); `fill`, `stroke`, `width`, `d`... keep their
 * attributes. Their contents inherit from them.
 */
globalStyle(`${root} :where(svg)`, {
  display: 'revert',
  margin: 'revert',
  padding: 'revert',
  border: 'revert',
  background: 'revert',
  boxShadow: 'revert',
  verticalAlign: 'revert',
  float: 'revert',
  minWidth: 'revert',
  maxWidth: 'revert',
  minHeight: 'revert',
  maxHeight: 'revert',
  fontFamily: 'revert',
  fontSize: 'revert',
  fontStyle: 'revert',
  fontWeight: 'revert',
  lineHeight: 'revert',
  letterSpacing: 'revert',
  wordSpacing: 'revert',
  textTransform: 'revert',
  textShadow: 'revert',
  textIndent: 'revert',
  textAlign: 'revert',
});

/*
 * SVG contents (the charts' groups and labels): a host's `*` rule matches `g` and `text`
 * themselves, so inheriting from the reverted `svg` is not enough. Every inherited text
 * property that no chart sets as a presentation attribute takes its parent's value; the charts'
 * classes (same weight, later) then set their font. Without this a host's
 * `* { letter-spacing: 2px }` made the labels overlap.
 */
globalStyle(svgInnerSelector, {
  // every font longhand, line-height included
  font: 'inherit',
  letterSpacing: 'inherit',
  wordSpacing: 'inherit',
  textTransform: 'inherit',
  textShadow: 'inherit',
  whiteSpace: 'inherit',
});

/* Form controls take the widget's font and colour instead of the browser's control font. */
globalStyle(`${root} :where(button, input, select, textarea, optgroup)`, {
  font: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
  wordSpacing: 'inherit',
  textTransform: 'none',
});

/* The root: every inherited text property at its normal value, and no host box model. */
globalStyle(root, {
  boxSizing: 'border-box',
  fontStyle: 'normal',
  fontVariant: 'normal',
  fontStretch: 'normal',
  fontKerning: 'auto',
  fontFeatureSettings: 'normal',
  fontVariationSettings: 'normal',
  fontSizeAdjust: 'none',
  fontWeight: 400,
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
  textIndent: 0,
  textAlign: 'start',
  textShadow: 'none',
  textDecoration: 'none',
  textUnderlineOffset: 'auto',
  textRendering: 'auto',
  whiteSpace: 'normal',
  wordBreak: 'normal',
  overflowWrap: 'normal',
  hyphens: 'manual',
  lineBreak: 'auto',
  tabSize: 8,
  quotes: 'auto',
  listStyle: 'disc outside none',
  borderCollapse: 'separate',
  borderSpacing: 0,
  emptyCells: 'show',
  captionSide: 'top',
  visibility: 'visible',
  cursor: 'auto',
  caretColor: 'auto',
  WebkitTextFillColor: 'currentcolor',
  WebkitTextStroke: 0,
  writingMode: 'horizontal-tb',
});
