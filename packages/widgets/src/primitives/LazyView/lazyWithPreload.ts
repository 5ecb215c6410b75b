import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded component that can start loading before it renders (on a hover, on open). */
export type PreloadableComponent<P> = LazyExoticComponent<ComponentType<P>> & {
  /** Starts loading the component's chunk; repeated calls share one request. */
  preload: () => Promise<unknown>;
};

/**
 * `React.lazy` for a named export, with a `preload()`: the view's code is fetched when it may be
 * needed (e.g. the sign-in panel opens) so switching to it rarely shows the loading state. A
 * failed load is forgotten, so the next preload or render tries again.
 */
export function lazyWithPreload<P>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () => {
    pending ??= load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  return Object.assign(lazy(preload), { preload });
}
