/**
 * Functions the host-safety spec runs inside the page (`page.evaluate`): they take no closure,
 * only their argument.
 */

/** The computed properties a host's global CSS most often breaks, compared per element. */
export const COMPARED = [
  'display',
  'box-sizing',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-indent',
  'text-shadow',
  'text-decoration-line',
  'color',
  'background-color',
  'box-shadow',
  'margin-top',
  'margin-right',
  'margin-bottom',
  'margin-left',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-left-style',
  'border-top-color',
  'border-left-color',
  'border-top-left-radius',
  'list-style-type',
  'appearance',
  'min-width',
  'width',
  'height',
] as const;

export type StyleSnapshot = { element: string; styles: Record<string, string> }[];

/**
 * Every element of the widgets (each widget root and what is under it, SVG contents aside), with
 * the compared styles. The host's own elements inside the provider take the host's styles.
 */
export const snapshotStyles = (properties: readonly string[]): StyleSnapshot => {
  const roots = [...document.querySelectorAll('[data-rolescope] [data-rs-widget]')].filter(
    (el) => !el.parentElement?.closest('[data-rs-widget]'),
  );
  if (roots.length === 0) throw new Error('No widget root');
  const describe = (el: Element): string => {
    const role = el.getAttribute('role');
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
    return `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${text}"`;
  };
  return roots
    .flatMap((root) => [root, ...root.querySelectorAll('*')])
    .filter((el) => !el.closest('svg') || el.tagName.toLowerCase() === 'svg')
    .map((el) => {
      const computed = getComputedStyle(el);
      return {
        element: describe(el),
        styles: Object.fromEntries(properties.map((p) => [p, computed.getPropertyValue(p)])),
      };
    });
};

export type SurfaceProblem = { text: string; problem: string };

/**
 * For every visible text of the widgets (the provider's root and its portals): what is painted
 * behind it, topmost first (`elementsFromPoint` at the text's centre, with pointer events on
 * for the check), composited until an opaque background. The first element with a background
 * must belong to the widgets and be opaque; the text must keep 4.5:1 against it (3:1 for large
 * text; disabled or faded controls are exempt from contrast, as in WCAG); in the dark theme the
 * surface must be dark unless it is a filled control (a primary button, a selected option...).
 */
export const checkSurfaces = (options: { dark: boolean }): SurfaceProblem[] => {
  const root = document.querySelector<HTMLElement>('[data-rolescope]');
  if (!root) throw new Error('No provider root');
  const probe = document.createElement('style');
  probe.textContent = '[data-rolescope], [data-rolescope] * { pointer-events: auto !important }';
  document.head.append(probe);

  const canvas = document.createElement('canvas');
  canvas.width = 1;
  canvas.height = 1;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) throw new Error('No canvas');
  type Rgba = [number, number, number, number];
  const rgba = (color: string): Rgba => {
    ctx.clearRect(0, 0, 1, 1);
    ctx.fillStyle = '#000';
    ctx.fillStyle = color;
    ctx.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
    return [r ?? 0, g ?? 0, b ?? 0, (a ?? 0) / 255];
  };
  const over = (top: Rgba, below: Rgba): Rgba => [
    top[0] * top[3] + below[0] * (1 - top[3]),
    top[1] * top[3] + below[1] * (1 - top[3]),
    top[2] * top[3] + below[2] * (1 - top[3]),
    1,
  ];
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = (c: Rgba) =>
    0.2126 * channel(c[0]) + 0.7152 * channel(c[1]) + 0.0722 * channel(c[2]);
  const contrast = (a: Rgba, b: Rgba) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
    return (hi + 0.05) / (lo + 0.05);
  };
  const fadedOrDisabled = (el: Element): boolean => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      if (Number(getComputedStyle(at).opacity) < 1) return true;
      if (at.matches(':disabled, [aria-disabled="true"]')) return true;
    }
    return false;
  };

  const problems: SurfaceProblem[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').trim();
    const el = node.parentElement;
    if (!text || !el || el.closest('svg, style, script')) continue;
    const style = getComputedStyle(el);
    if (style.visibility !== 'visible') continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    let rect = [...range.getClientRects()].find((r) => r.width > 1 && r.height > 1);
    if (!rect) continue;
    if (rect.top < 0 || rect.bottom > innerHeight || rect.left < 0 || rect.right > innerWidth) {
      el.scrollIntoView({ block: 'center', inline: 'center' });
      rect = [...range.getClientRects()].find((r) => r.width > 1 && r.height > 1);
      if (!rect) continue;
    }
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const stack = document.elementsFromPoint(x, y);
    const label = text.slice(0, 40);
    // Clipped away (an overflow box, a visually hidden label): nothing of it is painted there.
    if (!stack.includes(el)) continue;
    const layers: Rgba[] = [];
    let surface: Element | undefined;
    // A gradient counts as its least readable stop: the stops are tried one at a time.
    let stops: Rgba[] = [];
    for (const layer of stack.slice(stack.indexOf(el))) {
      const computed = getComputedStyle(layer);
      const gradient = computed.backgroundImage.includes('gradient')
        ? (computed.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).map(rgba)
        : [];
      if (gradient.length > 0 && !surface) {
        surface = layer;
        stops = gradient;
        if (gradient.every((c) => c[3] === 1)) break;
      }
      const color = rgba(computed.backgroundColor);
      if (color[3] === 0) continue;
      if (!surface) surface = layer;
      layers.push(color);
      if (color[3] === 1) break;
    }
    if (!surface || !root.contains(surface)) {
      problems.push({
        text: label,
        problem: `painted on the host (${surface?.tagName ?? 'none'})`,
      });
      continue;
    }
    const first = stops[0] ?? (layers[0] as Rgba);
    if (first[3] < 1 || stops.some((c) => c[3] < 1)) {
      problems.push({ text: label, problem: `translucent surface ${first.join(',')}` });
      continue;
    }
    const under = layers.reduceRight<Rgba>((below, top) => over(top, below), [255, 255, 255, 1]);
    const backdrops = stops.length > 0 ? stops : [under];
    const size = Number.parseFloat(style.fontSize);
    const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700);
    const ratio = Math.min(
      ...backdrops.map((backdrop) => contrast(over(rgba(style.color), backdrop), backdrop)),
    );
    if (ratio < (large ? 3 : 4.5) && !fadedOrDisabled(el)) {
      problems.push({ text: label, problem: `contrast ${ratio.toFixed(2)}` });
    }
    const backdrop = backdrops.reduce((a, b) => (luminance(a) > luminance(b) ? a : b));
    const control = surface.closest(
      'button, a, input, select, [role=button], [role=radio], [role=option], [role=menuitem], [role=switch], [role=checkbox], [role=tab]',
    );
    if (options.dark && luminance(backdrop) > 0.2 && !control) {
      problems.push({ text: label, problem: `light surface ${backdrop.slice(0, 3).join(',')}` });
    }
  }
  probe.remove();
  return problems;
};
