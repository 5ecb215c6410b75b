import { useStrings } from '@rolescope/widgets';

/** The routes' error screen: "Unexpected Application Error!" with the error's message. */
export function RouteError({ error }: { error: unknown }) {
  const s = useStrings().notFound;
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <main className="rs-demo-error">
      <h1>{s.unexpectedError}</h1>
      <p>{detail}</p>
    </main>
  );
}
