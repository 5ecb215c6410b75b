import { useStrings } from '@rolescope/widgets';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/** The router's error fallback: "Unexpected Application Error!" with the status or message. */
export function RouteError() {
  const error = useRouteError();
  const s = useStrings().notFound;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main className="rs-demo-error">
      <h1>{s.unexpectedError}</h1>
      <p>{detail}</p>
    </main>
  );
}
