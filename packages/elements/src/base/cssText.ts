/**
 * The widgets' stylesheet as text. The build (`scripts/build.mjs`) replaces this placeholder
 * with the CSS vanilla-extract produced for the bundle; run from source it stays unstyled.
 */
export const cssText: string = '__ROLESCOPE_CSS__';
