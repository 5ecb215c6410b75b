import { contrastRatio, mix, parseHex, type Rgb, toHex } from './color';

const white: Rgb = [255, 255, 255];
const black: Rgb = [0, 0, 0];
const nearBlack = '#0b0f14';

/** The `--rs-*` overrides a custom accent colour produces for one colour scheme. */
export const accentVars = (
  accentColor: string,
  scheme: 'light' | 'dark',
): Record<string, string> => {
  const rgb = parseHex(accentColor);
  if (!rgb) {
    // Not a hex colour (e.g. `oklch(...)`): use it as is and let CSS mix the rest.
    return {
      '--rs-color-accent': accentColor,
      '--rs-color-accent-hover': `color-mix(in srgb, ${accentColor} 85%, ${scheme === 'light' ? 'black' : 'white'})`,
      '--rs-color-accent-text': accentColor,
      '--rs-color-accent-subtle': `color-mix(in srgb, ${accentColor} 14%, transparent)`,
      '--rs-color-focus-ring': accentColor,
    };
  }
  const accent = toHex(rgb);
  const onAccent =
    contrastRatio(accent, '#ffffff') >= contrastRatio(accent, nearBlack) ? '#ffffff' : nearBlack;
  const hover = toHex(mix(rgb, scheme === 'light' ? black : white, 0.82));
  const subtle = toHex(mix(rgb, scheme === 'light' ? white : (parseHex(nearBlack) ?? black), 0.14));
  const surface = scheme === 'light' ? '#ffffff' : '#141a21';
  // Text in the accent colour on a plain surface must keep 4.5:1: darken or lighten until it does.
  let text: Rgb = rgb;
  for (let i = 0; i < 20 && contrastRatio(toHex(text), surface) < 4.5; i++) {
    text = mix(text, scheme === 'light' ? black : white, 0.85);
  }
  return {
    '--rs-color-accent': accent,
    '--rs-color-accent-hover': hover,
    '--rs-color-on-accent': onAccent,
    '--rs-color-accent-subtle': subtle,
    '--rs-color-accent-text': toHex(text),
    '--rs-color-focus-ring': toHex(text),
  };
};
