import { lazyPart } from '../LazyView';
import type { MultiSelectEngineProps } from './MultiSelectEngine';

/**
 * The multi-select's Floating UI part (`MultiSelectEngine`), shared by every `MultiSelect`:
 * it loads on the first hover, focus, press or key on any of them, and then mounts in each.
 */
export const MultiSelectEnginePart = /* @__PURE__ */ lazyPart<MultiSelectEngineProps>(() =>
  import('./MultiSelectEngine').then((m) => m.MultiSelectEngine),
);
