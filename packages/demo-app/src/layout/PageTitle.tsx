/**
 * The page's level-one heading for screen readers and the document outline, on pages whose
 * widget titles its steps and cards with level-two headings and shows no page title itself.
 */
export function PageTitle({ children }: { children: string }) {
  return <h1 className="rs-demo-visually-hidden">{children}</h1>;
}
