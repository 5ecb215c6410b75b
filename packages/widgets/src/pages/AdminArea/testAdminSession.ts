/** Test-only: the administrator signed in through the in-memory API. */
import { createBrowserTokenStore, type User } from '@rolescope/core';
import { MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD } from '@rolescope/server/mock';
import { TEST_API_BASE } from '../../test/renderWithProviders';

/**
 * Signs the administrator in and keeps the session in a token store for
 * `renderWithProviders({ tokenStore })` (whatever storage keys the store uses).
 */
export const signedInAdmin = async () => {
  const res = await fetch(`${TEST_API_BASE}/v1/survey/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MOCK_ADMIN_EMAIL, password: MOCK_ADMIN_PASSWORD }),
  });
  const { data } = (await res.json()) as { data: { token: string; user: User } };
  const tokenStore = createBrowserTokenStore<User>();
  tokenStore.setSession({ token: data.token, user: data.user });
  /** An admin call through the API (JSON in and out). */
  const call = async (method: string, path: string, body?: unknown) => {
    const answer = await fetch(`${TEST_API_BASE}${path}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: answer.status, body: (await answer.json()) as { data: unknown } };
  };
  /** A new organisation (in the first industry category) named the prefix and a random tail. */
  const newOrganization = async (prefix: string) => {
    const categories = await call('GET', '/v1/admin/getIndustryCategories');
    const [category] = categories.body.data as { name: string }[];
    const created = await call('POST', '/v1/admin/organizations', {
      name: `${prefix} ${Math.random().toString(36).slice(2, 8)}`,
      industryCategory: category?.name,
    });
    return created.body.data as { _id: string; name: string };
  };
  return { token: data.token, tokenStore, call, newOrganization };
};

/** The signed-in administrator, as `signedInAdmin` resolves it. */
export type TestAdmin = Awaited<ReturnType<typeof signedInAdmin>>;
