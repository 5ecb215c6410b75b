import { type LoginResult, TOKEN_KEY, USER_KEY } from '@rolescope/core';
import type { MockApi } from '@rolescope/server/mock';
import { MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD } from '@rolescope/server/mock';

/**
 * Signs the seeded demo user in on the in-memory API and stores the session where the
 * default token store reads it (localStorage `token` and `user`). Tests and stories only.
 */
export const signInDemo = async (
  request: (path: string, init: RequestInit) => Promise<Response> | Response,
): Promise<LoginResult> => {
  const res = await request('/api/v1/survey/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MOCK_DEMO_EMAIL, password: MOCK_DEMO_PASSWORD }),
  });
  const body = (await res.json()) as { data: LoginResult };
  window.localStorage.setItem(TOKEN_KEY, JSON.stringify(body.data.token));
  window.localStorage.setItem(USER_KEY, JSON.stringify(body.data.user));
  return body.data;
};

/** `signInDemo` against a mock API instance (component tests). */
export const signInDemoOn = async (api: Pick<MockApi, 'app' | 'ready'>) => {
  await api.ready;
  return signInDemo((path, init) => api.app.request(path, init));
};
