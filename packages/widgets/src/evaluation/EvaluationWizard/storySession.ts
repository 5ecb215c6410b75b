/** Stories of the wizard: sign in as the seeded demo user of the in-memory API, no local copy. */
import { createBrowserTokenStore, type LoginResponse } from '@rolescope/core';
import { MOCK_DEMO_EMAIL, MOCK_DEMO_PASSWORD } from '@rolescope/server/mock';
import { clearLocalDraft, localDraftKey } from './drafts/localDraft';

/** A story `beforeEach`: stores the demo user's session and forgets any local copy; undone after. */
export const signInForStory = async () => {
  const store = createBrowserTokenStore();
  const key = localDraftKey(MOCK_DEMO_EMAIL);
  clearLocalDraft(key);
  const res = await fetch(`${globalThis.location.origin}/api/v1/survey/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MOCK_DEMO_EMAIL, password: MOCK_DEMO_PASSWORD }),
  });
  const body = (await res.json()) as LoginResponse;
  store.setSession({ token: body.data.token, user: body.data.user });
  return () => {
    store.clear();
    clearLocalDraft(key);
  };
};
