/** Fetches an embed session's client secret (from the host's backend, which holds the API key). */
export type FetchClientSecret = () => Promise<string>;

/** The client secret of an embed session, held in memory only. */
export interface ClientSecretHolder {
  /** The current secret, fetching one first when there is none; concurrent calls share one fetch. */
  get: () => Promise<string>;
  /**
   * Forgets `rejected` (the secret a call was answered 401 with) and fetches a new one; a
   * secret that already replaced it is returned as is, so parallel 401s cause a single fetch.
   */
  renew: (rejected: string) => Promise<string>;
}

/**
 * Keeps the client secret in this closure only (never in localStorage or sessionStorage):
 * fetched lazily on the first `get`, shared by concurrent callers, renewed after a 401.
 * A failed fetch is not kept: the next `get` tries again.
 */
export const createClientSecretHolder = (
  fetchClientSecret: FetchClientSecret,
): ClientSecretHolder => {
  let current: Promise<string> | null = null;
  const fetchOne = (): Promise<string> => {
    const pending = Promise.resolve()
      .then(fetchClientSecret)
      .then((secret) => {
        if (typeof secret !== 'string' || secret === '') {
          throw new TypeError('fetchClientSecret must resolve to a non-empty string');
        }
        return secret;
      });
    current = pending;
    pending.catch(() => {
      if (current === pending) current = null;
    });
    return pending;
  };
  return {
    get: () => current ?? fetchOne(),
    renew: async (rejected) => {
      for (;;) {
        const seen = current;
        if (!seen) return fetchOne();
        const latest = await seen.catch(() => null);
        // Another call renewed meanwhile: share its secret.
        if (current !== seen) continue;
        if (latest !== null && latest !== rejected) return latest;
        return fetchOne();
      }
    },
  };
};
