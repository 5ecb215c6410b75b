import { act } from '@testing-library/react';
import type { ComponentType } from 'react';
import { type Mock, vi } from 'vitest';
import { type LazyPart, lazyPart } from '../primitives/LazyView/lazyPart';

/**
 * A part as on a page's first use, for the not-loaded path's tests: not loaded (made per test,
 * so the setup's `preloadParts` never sees it), its code arriving when the test calls
 * `release()`; `load` counts the requests. The test mocks the module that defines the part.
 */
export type HeldPart = {
  part: Pick<LazyPart<never>, 'preload' | 'isLoaded'>;
  load: Mock;
  release: () => Promise<void>;
};

export const heldPart = <P extends object>(component: ComponentType<P>): HeldPart => {
  let open = () => {};
  const gate = new Promise<void>((resolve) => {
    open = resolve;
  });
  const load = vi.fn(() => gate.then(() => component));
  const part: LazyPart<P> = lazyPart(load);
  const release = () =>
    act(async () => {
      open();
      await part.preload();
    });
  return { part, load, release };
};
