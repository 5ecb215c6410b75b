/** Small colour helpers: hex parsing, WCAG relative luminance and contrast ratio, mixing. */
export type Rgb = readonly [number, number, number];

export const parseHex = (value: string): Rgb | undefined => {
  const hex = value.trim().replace(/^#/, '');
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex;
  if (!/^[0-9a-f]{6}$/i.test(full)) return undefined;
  const n = Number.parseInt(full, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

export const toHex = ([r, g, b]: Rgb): string =>
  `#${[r, g, b]
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

const channel = (c: number): number => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: Rgb): number =>
  0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG 2 contrast ratio between two hex colours (1 to 21); NaN when either is not hex. */
export const contrastRatio = (a: string, b: string): number => {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return Number.NaN;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** Mixes `a` into `b` by `weight` (0: all b, 1: all a). */
export const mix = (a: Rgb, b: Rgb, weight: number): Rgb => [
  a[0] * weight + b[0] * (1 - weight),
  a[1] * weight + b[1] * (1 - weight),
  a[2] * weight + b[2] * (1 - weight),
];
