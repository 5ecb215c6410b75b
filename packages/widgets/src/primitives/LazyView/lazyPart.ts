import { type ComponentType, createElement, lazy, useState, useSyncExternalStore } from 'react';

/** Code that loads on first use: the page's first load leaves it (and its libraries) out. */
export type LazyValue<T> = {
  /** Starts loading; repeated calls share one request, a failed one is tried again. */
  preload: () => Promise<T>;
  /** The value once loaded, else undefined. */
  current: () => T | undefined;
  /** Listens for the load (for `useSyncExternalStore`); returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
};

/** A component (a dialog's panel, a view) that loads on first use. */
export type LazyPart<P> = ComponentType<P> &
  Pick<LazyValue<unknown>, 'preload'> & {
    /** True once loaded: the part then renders at once, without suspending. */
    isLoaded: () => boolean;
  };

const everyPart = new Set<() => Promise<unknown>>();

/** A module's value (e.g. the checks of steps not shown yet) loaded on first use. */
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
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * `React.lazy` with a `preload()` (on a hover, a focus, a press, the panel opening) and no
 * suspense once loaded: a loaded part renders synchronously wherever it mounts next. Each mount
 * keeps the component it first rendered (switching from the lazy wrapper to the loaded one would
 * remount the part and lose its state).
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  const component = lazyValue(load);
  const Lazy = lazy(() => component.preload().then((loaded) => ({ default: loaded })));
  // biome-ignore lint/correctness/noComponentHookFactories: one component per part, made once at module level by its caller
  function Part(props: P) {
    const [shown] = useState<ComponentType<P>>(() => component.current() ?? Lazy);
    return createElement(shown, props);
  }
  const isLoaded = () => component.current() !== undefined;
  return Object.assign(Part, { preload: component.preload, isLoaded });
}

/** The lazy value once loaded (undefined before); re-renders the caller when it loads. */
export const useLazyValue = <T>(value: LazyValue<T>): T | undefined =>
  useSyncExternalStore(value.subscribe, value.current, () => undefined);

/**
 * Loads every part defined so far, and those their chunks define, e.g. before tests that open
 * dialogs and lists and expect them at once (a part that has not loaded suspends).
 */
export async function preloadParts(): Promise<void> {
  let count: number;
  do {
    count = everyPart.size;
    await Promise.all([...everyPart].map((preload) => preload()));
  } while (everyPart.size !== count);
}
