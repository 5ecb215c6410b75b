// POST /api/rolescope-session: the portal's backend mints a short-lived Rolescope client secret
// for the signed-in employee with the organisation key, which never leaves this server.
import { rolescopeApiBase, rolescopeSecretKey } from '../../settings';

// The portal's signed-in employee: a real portal reads them from its own session.
const employee = {
  externalUserId: 'next-e-1',
  email: 'ada@next-portal.test',
  name: 'Ada Lovelace',
};

export async function POST(): Promise<Response> {
  const res = await fetch(`${rolescopeApiBase()}/v1/embed/sessions`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${rolescopeSecretKey()}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(employee),
    cache: 'no-store',
  });
  if (!res.ok) {
    // The status only: Rolescope's answer could name the key's organisation.
    return new Response(`Rolescope answered ${res.status}`, { status: 502 });
  }
  const { data } = (await res.json()) as { data: { clientSecret: string } };
  return new Response(data.clientSecret, {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });
}
