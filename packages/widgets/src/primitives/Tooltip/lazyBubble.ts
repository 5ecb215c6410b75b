import { lazyPart } from '../LazyView';

/** The tooltip's Floating UI part (hooks and bubble), loaded on the first hover or focus. */
export const LazyTooltipBubble = lazyPart(() =>
  import('./TooltipBubble').then((m) => m.TooltipBubble),
);
