/**
 * Asks the portal's own backend for a Rolescope client secret of the signed-in employee.
 * The organisation key stays on that backend; the secret lives in the widgets' memory only.
 * RolescopeProvider calls this when a session is needed and again when Rolescope answers 401.
 */
export const fetchClientSecret = async (): Promise<string> => {
  const res = await fetch('/portal/rolescope-session', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json' },
  });
  if (!res.ok) throw new Error(`The portal could not start a Rolescope session (${res.status})`);
  const { clientSecret } = (await res.json()) as { clientSecret: string };
  return clientSecret;
};
