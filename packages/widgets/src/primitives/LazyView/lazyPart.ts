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

/** A value (a module's export) that loads on first use, e.g. the checks of steps not shown yet. */
export type LazyValue<T> = {
  /** Starts loading; repeated calls share one request. */
  preload: () => Promise<T>;
  /** The value once loaded, else undefined. */
  current: () => T | undefined;
  /** Listens for the load (for `useSyncExternalStore`); returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
};

/**
 * A value loaded on first use (`preload()`), kept once loaded and announced to subscribers.
 * A failed load is forgotten: the next preload tries again. `preloadParts()` loads it too.
 */
export function lazyValue<T>(load: () => Promise<T>): LazyValue<T> {
  let loaded: { value: T } | undefined;
  let pending: Promise<T> | undefined;
  const listeners = new Set<() => void>();
  const preload = () => {
    pending ??= load().then(
      (value) => {
        loaded = { value };
        for (const listener of listeners) listener();
        return value;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  everyPart.add(preload);
  return {
    preload,
    current: () => loaded?.value,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The lazy value once loaded (undefined before); re-renders the caller when it loads. */
export const useLazyValue = <T>(value: LazyValue<T>): T | undefined =>
  useSyncExternalStore(value.subscribe, value.current, () => undefined);

/**
 * `React.lazy` for a part, with a `preload()` (on a hover, a focus, a press) and no suspense
 * once loaded: a part that has loaded renders synchronously wherever it mounts next, so opening
 * it again never shows a fallback. Each mount keeps the component it first rendered (switching
 * from the lazy wrapper to the loaded component would remount the part and lose its state).
 * A failed load is forgotten: the next preload or render tries again.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const component = lazyValue(load);
  const Lazy = lazy(() => component.preload().then((loaded) => ({ default: loaded })));
  // biome-ignore lint/correctness/noComponentHookFactories: one component per part, made once at module level by its caller
  function Part(props: P) {
    const [shown] = useState<ComponentType<P>>(() => component.current() ?? Lazy);
    return createElement(shown, props);
  }
  return Object.assign(Part, {
    preload: component.preload,
    isLoaded: () => component.current() !== undefined,
    subscribe: component.subscribe,
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
