/** Test-only: the demo user signed in through the in-memory API. */
import {
  type ApiClient,
  createApiClient,
  createBrowserTokenStore,
  type TokenStore,
  type User,
} from '@rolescope/core';
import { TEST_API_BASE } from '../../test/renderWithProviders';

export const DEMO = { email: 'demo@rolescope.app', password: 'Demo@12345' };

/** Signs the demo user in through the API and stores the session, as the sign-in form does. */
const signInDemo = async (client: ApiClient, tokenStore: TokenStore<User>) => {
  const res = await client.login(DEMO);
  tokenStore.setSession({ token: res.data.token, user: res.data.user });
  return res.data.user;
};

/** A client and token store with the demo user signed in, for `renderWithProviders`. */
export const signedInDemo = async () => {
  const tokenStore = createBrowserTokenStore<User>();
  const client = createApiClient({ baseUrl: TEST_API_BASE, getToken: tokenStore.getToken });
  await signInDemo(client, tokenStore);
  return { client, tokenStore };
};
