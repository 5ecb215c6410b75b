// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../contract/auth';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';
import { createOrganizationClient } from './createOrganizationClient';
import { CLIENT_SECRET_ERROR_MESSAGE } from './request';

const user: User = {
  _id: 'u1',
  email: 'ana@example.com',
  mobile: '',
  designation: '',
  level: '',
  functionDepartment: '',
  role: 'user',
  name: 'Ana',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fake API: `valid` lists the secrets it accepts; every request's bearer is recorded.
 * `getCurrentUser` answers the user; the login row (public) answers a message-less 400.
 */
const fakeApi = (valid: Set<string>) => {
  const bearers: (string | null)[] = [];
  const fetch = vi.fn<typeof globalThis.fetch>(async (_url, init) => {
    const auth = new Headers(init?.headers).get('Authorization');
    bearers.push(auth);
    const secret = auth?.replace(/^Bearer /, '') ?? '';
    if (!valid.has(secret)) return json({ message: 'Invalid or expired token' }, 401);
    return json({ data: user });
  });
  return { fetch, bearers };
};

/** fetchClientSecret handing out s1, s2, ... each after a tick. */
const secrets = () => {
  let n = 0;
  return vi.fn(async () => {
    await new Promise((r) => setTimeout(r, 1));
    n += 1;
    return `s${n}`;
  });
};

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
});

describe('createApiClient({ fetchClientSecret })', () => {
  it('fetches no secret until a call needs a user, and none for public calls', async () => {
    const fetchClientSecret = secrets();
    const api = fakeApi(new Set(['s1']));
    const client = createApiClient({
      baseUrl: 'http://x/api',
      fetchClientSecret,
      fetch: api.fetch,
    });
    expect(fetchClientSecret).not.toHaveBeenCalled();
    await expect(client.login({ email: 'a@b.co', password: 'x' })).rejects.toBeInstanceOf(ApiError);
    expect(fetchClientSecret).not.toHaveBeenCalled();
    expect(api.bearers).toEqual([null]);
    await expect(client.getCurrentUser()).resolves.toEqual({ data: user });
    expect(fetchClientSecret).toHaveBeenCalledTimes(1);
    expect(api.bearers[1]).toBe('Bearer s1');
  });

  it('shares one fetch between parallel calls and reuses the secret', async () => {
    const fetchClientSecret = secrets();
    const api = fakeApi(new Set(['s1']));
    const client = createApiClient({
      baseUrl: 'http://x/api',
      fetchClientSecret,
      fetch: api.fetch,
    });
    await Promise.all([client.getCurrentUser(), client.getCurrentUser(), client.getCurrentUser()]);
    await client.getCurrentUser();
    expect(fetchClientSecret).toHaveBeenCalledTimes(1);
    expect(api.bearers).toEqual(Array(4).fill('Bearer s1'));
  });

  it('fetches a new secret on a 401 and retries the call once', async () => {
    const fetchClientSecret = secrets();
    const onUnauthorized = vi.fn();
    const api = fakeApi(new Set(['s2']));
    const client = createApiClient({
      baseUrl: 'http://x/api',
      fetchClientSecret,
      fetch: api.fetch,
      onUnauthorized,
    });
    await expect(client.getCurrentUser()).resolves.toEqual({ data: user });
    expect(fetchClientSecret).toHaveBeenCalledTimes(2);
    expect(api.bearers).toEqual(['Bearer s1', 'Bearer s2']);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('renews once for parallel calls answered 401 with the same secret', async () => {
    const fetchClientSecret = secrets();
    const api = fakeApi(new Set(['s2']));
    const client = createApiClient({
      baseUrl: 'http://x/api',
      fetchClientSecret,
      fetch: api.fetch,
    });
    await Promise.all([client.getCurrentUser(), client.getCurrentUser(), client.getCurrentUser()]);
    expect(fetchClientSecret).toHaveBeenCalledTimes(2);
    expect(api.bearers.filter((b) => b === 'Bearer s2')).toHaveLength(3);
  });

  it('gives up after the retry: onUnauthorized and an ApiError(401)', async () => {
    const fetchClientSecret = secrets();
    const onUnauthorized = vi.fn();
    const api = fakeApi(new Set());
    const client = createApiClient({
      baseUrl: 'http://x/api',
      fetchClientSecret,
      fetch: api.fetch,
      onUnauthorized,
    });
    const error = await client.getCurrentUser().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Invalid or expired token' });
    expect(api.fetch).toHaveBeenCalledTimes(2);
    expect(fetchClientSecret).toHaveBeenCalledTimes(2);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects with ApiError(401) when fetchClientSecret fails, and tries again next time', async () => {
    const fetchClientSecret = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new Error('portal down'))
      .mockResolvedValue('s1');
    const api = fakeApi(new Set(['s1']));
    const client = createApiClient({
      baseUrl: 'http://x/api',
      fetchClientSecret,
      fetch: api.fetch,
    });
    await expect(client.getCurrentUser()).rejects.toMatchObject({
      status: 401,
      message: CLIENT_SECRET_ERROR_MESSAGE,
    });
    expect(api.fetch).not.toHaveBeenCalled();
    await expect(client.getCurrentUser()).resolves.toEqual({ data: user });
    expect(fetchClientSecret).toHaveBeenCalledTimes(2);
  });

  it('keeps the secret in memory only and ignores getToken', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem');
    const getToken = vi.fn(() => 'stored-token');
    const api = fakeApi(new Set(['s1']));
    const client = createApiClient({
      baseUrl: 'http://x/api',
      fetchClientSecret: secrets(),
      getToken,
      fetch: api.fetch,
    });
    await client.getCurrentUser();
    expect(getToken).not.toHaveBeenCalled();
    expect(setItem).not.toHaveBeenCalled();
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
  });

  it("sends the secret on the organisation's reads, shared with the page's other client", async () => {
    const fetchClientSecret = secrets();
    const api = fakeApi(new Set(['s1']));
    const config = { baseUrl: 'http://x/api', fetchClientSecret, fetch: api.fetch };
    const person = createApiClient(config);
    const organization = createOrganizationClient(config);
    await person.getCurrentUser();
    // The fake answers a user, not a list: the call fails its response schema once sent.
    await expect(organization.listEmbedReports()).rejects.toMatchObject({ status: 502 });
    // The API key's own rows are never sent with a session's secret.
    await expect(organization.putEmbedDirectory({ employees: [] })).rejects.toMatchObject({
      status: 401,
    });
    expect(api.bearers).toEqual(['Bearer s1', 'Bearer s1', null]);
    expect(fetchClientSecret).toHaveBeenCalledTimes(1);
  });
});
