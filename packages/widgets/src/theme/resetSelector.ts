/* The selectors of the scoped reset (`reset.css.ts`), apart so that tests can read them. */

/** The attribute of each widget's root element (`WidgetRoot`) and of the portal container. */
export const widgetRootAttribute = 'data-rs-widget';
/**
 * Where the reset applies: under each widget's root, never to the rest of the provider's
 * children (the host's own markup keeps the host's styles).
 */
export const resetRoot = `[${widgetRootAttribute}]`;
const root = resetRoot;
/**
 * SVG's own elements, by tag name (the SVG 1.1/2 shapes, text, paint servers and containers;
 * HTML has none of these names except `a`, `title`, `style` and `script`, left out). The reset
 * skips them by their own name: `:not(svg, svg *)` did the same, but its `svg *` made every
 * element under the root walk up its ancestors, which doubled style recalculation.
 * An element of another name inside an SVG (`<a>`, `<title>`, `<foreignObject>`'s HTML) is
 * reset: none of them draws with presentation attributes.
 */
const svgTags = [
  'svg',
  'g',
  'defs',
  'symbol',
  'use',
  'switch',
  'marker',
  'path',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'rect',
  'image',
  'text',
  'tspan',
  'textPath',
  'foreignObject',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'linearGradient',
  'radialGradient',
  'stop',
];
const inside = `:where(:not(${svgTags.join(', ')}))`;
/** Everything under the root but SVG's own elements, with their `::before` and `::after`. */
export const resetSelector = [
  `${root} ${inside}`,
  `${root} ${inside}::before`,
  `${root} ${inside}::after`,
  // Only text fields have a placeholder: a universal `::placeholder` made every element match.
  `${root} :where(input, textarea)::placeholder`,
].join(', ');

/**
 * The SVG elements a label's text properties pass through (groups, links, text): a host's `*`
 * rule matches each of them, so they take their text properties from their parent explicitly.
 * Shapes draw no text and are left out (a shorter selector in every stylesheet).
 */
export const svgInnerSelector = `${root} :where(g, a, text, tspan, textPath)`;
