import { lazyPart } from '../LazyView';
import type { SelectEngineProps } from './SelectEngine';

/**
 * The select's Floating UI part (`SelectEngine`), shared by every `Select`: it loads on the
 * first hover, focus, press or key on any of them, and then mounts in each.
 */
export const SelectEnginePart = /* @__PURE__ */ lazyPart<SelectEngineProps>(() =>
  import('./SelectEngine').then((m) => m.SelectEngine),
);
