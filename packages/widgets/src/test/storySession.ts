/** Stories of both wizards: sign in as the seeded demo user of the in-memory API first. */
import { createBrowserTokenStore } from '@rolescope/core';
import type { LoginResponse } from '@rolescope/core/contract';
import { MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD } from '@rolescope/server/mock';

/** A story `beforeEach`: stores the demo user's session (the preview's store reads it); cleared after. */
export const signInForStory = async (): Promise<() => void> => {
  const store = createBrowserTokenStore();
  const res = await fetch(`${globalThis.location.origin}/api/v1/survey/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MOCK_DEMO_EMAIL, password: MOCK_DEMO_PASSWORD }),
  });
  const body = (await res.json()) as LoginResponse;
  store.setSession({ token: body.data.token, user: body.data.user });
  return () => store.clear();
};
