import { afterAll, describe, expect, it } from 'vitest';
import { createFastHasher } from '../src/hash/fast';
import { defaultPaths } from '../src/node/paths';
import { type RunningServer, startServer } from '../src/node/server';
import { parseSettings } from '../src/node/settings';

const ACCOUNT = { email: 'owner@rolescope.test', password: 'Owner@12345' };
const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((r) => r.close()));
});

/** The real Node server (in memory, one account) with the given TRUST_PROXY. */
const serverWith = async (trustProxy: string | undefined) => {
  const settings = parseSettings(
    {
      PORT: '0',
      DATABASE_URL: 'memory://',
      SEED_DEMO: '0',
      JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
      ADMIN_EMAIL: ACCOUNT.email,
      ADMIN_PASSWORD: ACCOUNT.password,
      ...(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
    },
    defaultPaths(),
  );
  const server = await startServer(settings, { log: null, hasher: createFastHasher(1) });
  running.push(server);
  return server.url;
};

/** One sign-in (to ACCOUNT unless `email`), as a client whose request carries `forwardedFor`. */
const signIn = async (
  base: string,
  password: string,
  forwardedFor?: string,
  email = ACCOUNT.email,
) => {
  const res = await fetch(`${base}/api/v1/survey/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    body: JSON.stringify({ email, password }),
  });
  await res.body?.cancel();
  return res.status;
};

/**
 * Ten failed sign-ins, each to another account (a password spray): the most the throttle
 * allows one client address, whatever the accounts.
 */
const tenFailures = async (base: string, forwardedFor: (i: number) => string) => {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) {
    statuses.push(await signIn(base, 'Wrong@12345', forwardedFor(i), `user${i}@rolescope.test`));
  }
  expect(statuses).toEqual(Array(10).fill(401));
};

describe('the client address behind a reverse proxy (TRUST_PROXY)', () => {
  it('by default ignores X-Forwarded-For: a client cannot dodge the throttle by spoofing it', async () => {
    const base = await serverWith(undefined);
    await tenFailures(base, (i) => `198.51.100.${i + 1}`);
    // every attempt came from this socket's address, whatever the header claimed
    expect(await signIn(base, 'Wrong@12345', '198.51.100.200')).toBe(429);
    expect(await signIn(base, ACCOUNT.password, '203.0.113.50')).toBe(429);
  });

  it('with TRUST_PROXY=1 keys the throttle on the address the proxy saw', async () => {
    const base = await serverWith('1');
    // an attacker at 203.0.113.7 (the proxy appends it) fails ten times
    await tenFailures(base, () => '203.0.113.7');
    expect(await signIn(base, 'Wrong@12345', '203.0.113.7')).toBe(429);
    // ...and cannot shake it off by writing another address in front of the proxy's
    expect(await signIn(base, 'Wrong@12345', '192.0.2.99, 203.0.113.7')).toBe(429);
    // the owner, at another address behind the same proxy, is not locked out
    expect(await signIn(base, 'Wrong@12345', '198.51.100.9')).toBe(401);
    expect(await signIn(base, ACCOUNT.password, '198.51.100.9')).toBe(200);
  });

  it('rejects a value that is not a hop count', () => {
    for (const value of ['true', 'yes', '-1', '1.5', 'loopback']) {
      expect(() => parseSettings({ TRUST_PROXY: value }, defaultPaths())).toThrow(/^TRUST_PROXY: /);
    }
  });
});
