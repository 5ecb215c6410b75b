import { type ComponentType, lazy, type ReactElement, Suspense } from 'react';
import { RouteFallback } from './layout/RouteFallback';

let routes = 0;

/**
 * A route's element whose screen is loaded on demand (its own chunk), from a module exporting
 * it by `name` (`Route` for `./routes/<file>`), in a Suspense boundary of its own: each lazy
 * route's boundary has its own key, so moving to the route mounts a new boundary and its
 * fallback (with the page-transition indicator) shows while the code loads, also during the
 * router's transitions (React keeps an already shown boundary's content instead).
 */
export const lazyRoute = <Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ReactElement => {
  const Screen = lazy(
    async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }),
  );
  routes += 1;
  return (
    <Suspense key={`lazy-route-${routes}`} fallback={<RouteFallback />}>
      <Screen />
    </Suspense>
  );
};
