import { type ComponentType, createElement, lazy, useState, useSyncExternalStore } from 'react';

/**
 * A part of a widget whose code loads on first use (a dialog's panel, a select's open list, a
 * tooltip's bubble): the page's first load leaves it and its libraries (Floating UI) out.
 */
export type LazyPart<P> = ComponentType<P> & {
  /** Starts loading the part's chunk; repeated calls share one request. */
  preload: () => Promise<unknown>;
  /** True once the chunk has loaded: the part then renders at once, without suspending. */
  isLoaded: () => boolean;
  /** Listens for the load (for `useSyncExternalStore`); returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
};

const everyPart = new Set<() => Promise<unknown>>();

/**
 * `React.lazy` for a part, with a `preload()` (on a hover, a focus, a press) and no suspense
 * once loaded: a part that has loaded renders synchronously wherever it mounts next, so opening
 * it again never shows a fallback. Each mount keeps the component it first rendered (switching
 * from the lazy wrapper to the loaded component would remount the part and lose its state).
 * A failed load is forgotten: the next preload or render tries again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const listeners = new Set<() => void>();
  const preload = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        for (const listener of listeners) listener();
        return { default: component };
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload);
  // biome-ignore lint/correctness/noComponentHookFactories: one component per part, made once at module level by its caller
  function Part(props: P) {
    const [component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(component, props);
  }
  everyPart.add(preload);
  return Object.assign(Part, {
    preload,
    isLoaded: () => loaded !== undefined,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  });
}

/** True once `part` has loaded; re-renders the caller when it does. */
export const usePartLoaded = (part: Pick<LazyPart<never>, 'isLoaded' | 'subscribe'>): boolean =>
  useSyncExternalStore(part.subscribe, part.isLoaded, () => false);

/**
 * Loads every part defined so far, and those their chunks define, e.g. before tests that open
 * dialogs and lists and expect them at once (the first render of a part that has not loaded
 * suspends).
 */
export async function preloadParts(): Promise<void> {
  let count: number;
  do {
    count = everyPart.size;
    await Promise.all([...everyPart].map((preload) => preload()));
  } while (everyPart.size !== count);
}
