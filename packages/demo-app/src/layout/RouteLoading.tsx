import { useStrings } from '@rolescope/widgets';

/** "Loading..." while the session or a route's code loads. */
export function RouteLoading() {
  const s = useStrings().common;
  return (
    <div className="rs-demo-route-loading" role="status" aria-live="polite">
      {s.loading}
    </div>
  );
}
