import { ADMIN, rolescopeUrl } from './processes';

const api = async <T>(method: string, path: string, token: string, body?: unknown) => {
  const res = await fetch(`${rolescopeUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
};

/**
 * What Rolescope's administrator does for a new customer, through the API: an organisation,
 * then an API key of it. Returns the key's secret (shown once) for the portal's environment.
 */
export const provisionOrganisationKey = async (name: string) => {
  const { token } = await api<{ token: string }>('POST', '/v1/survey/login', '', ADMIN);
  const [category] = await api<{ name: string }[]>('GET', '/v1/admin/getIndustryCategories', token);
  const organization = await api<{ _id: string }>('POST', '/v1/admin/organizations', token, {
    name,
    industryCategory: category?.name,
  });
  const key = await api<{ secret: string }>(
    'POST',
    `/v1/admin/organizations/${organization._id}/api-keys`,
    token,
    { name: 'HR portal' },
  );
  return key.secret;
};
