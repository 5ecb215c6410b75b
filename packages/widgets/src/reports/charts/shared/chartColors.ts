import type { ColorTokens } from '../../../theme/palettes';

/**
 * The theme colours of the charts' marks, named once: `charts.css.ts` paints with them and
 * `charts.test.ts` checks each keeps 3:1 (WCAG 1.4.11) against every surface a chart sits on,
 * in both themes.
 */
export const chartColors = {
  /** The first series (chosen, current) and a part's score. */
  first: 'accent',
  /** The second series (recommended, target) and a score's end line. */
  second: 'text',
  /** Tracks, ticks and a part's range outline. */
  track: 'borderStrong',
} as const satisfies Record<string, keyof ColorTokens>;

/** The surfaces a chart is drawn on (page, card, dialog) and the range band's fill. */
export const chartSurfaces = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceSunken',
] as const satisfies readonly (keyof ColorTokens)[];
