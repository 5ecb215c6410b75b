import type { ApiClient, TokenStore, User } from '@rolescope/core';
import type { createStore } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { authLoadingAtom, currentEmailAtom, isAuthenticatedAtom, userAtom } from '../session/atoms';
import type { RolescopeEvents } from './context';
import { type ReachabilityProbe, toEmbedSessionError } from './embedSessionError';

type Store = ReturnType<typeof createStore>;

/** Where an embed session stands: the widgets show once it is `ready`. */
export type EmbedPhase = 'starting' | 'ready' | 'failed' | 'signedOut';

export const toError = (error: unknown): Error =>
  error instanceof Error ? error : new Error(String(error));

type Options = {
  enabled: boolean;
  client: ApiClient;
  store: Store;
  tokenStore: TokenStore<User>;
  events: RolescopeEvents;
  /** The API base, named in the error when the session cannot start. */
  baseUrl: string;
  /** Tells a CORS refusal from an unreachable API (tests replace it). */
  probe?: ReachabilityProbe;
};

/**
 * Starts an embed session when `enabled`: learns the user with `client.getCurrentUser()` (the
 * client fetches the client secret first) and signs the provider's atoms in with it, in memory
 * only. `restart` starts over (a new client, so a new secret, is the caller's part).
 */
export const useEmbedSession = ({
  enabled,
  client,
  store,
  tokenStore,
  events,
  baseUrl,
  probe,
}: Options) => {
  const [phase, setPhase] = useState<EmbedPhase>('starting');

  useEffect(() => {
    if (!enabled || phase !== 'starting') return;
    let live = true;
    client.getCurrentUser().then(
      ({ data: user }) => {
        if (!live) return;
        tokenStore.setSession({ token: '', user });
        store.set(userAtom, user);
        store.set(isAuthenticatedAtom, true);
        store.set(currentEmailAtom, user.email);
        store.set(authLoadingAtom, false);
        setPhase('ready');
        events.signedIn(user);
      },
      async (error: unknown) => {
        // The host learns which part failed (`EmbedSessionError.reason`), not just "failed".
        const typed = await toEmbedSessionError(error, baseUrl, probe);
        if (!live) return;
        setPhase('failed');
        events.error(typed);
      },
    );
    return () => {
      live = false;
    };
  }, [enabled, phase, client, store, tokenStore, events, baseUrl, probe]);

  /** Forgets the user here (not the secret: the caller drops the client). */
  const forget = useCallback(() => {
    tokenStore.clear();
    store.set(isAuthenticatedAtom, false);
    store.set(userAtom, null);
  }, [store, tokenStore]);

  return { phase, setPhase, forget };
};
