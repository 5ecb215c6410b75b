import { afterAll, describe, expect, it } from 'vitest';
import { defaultPaths } from '../src/node/paths';
import type { RunningServer } from '../src/node/server';
import { parseSettings } from '../src/node/settings';
import { ACCOUNT, startMemoryServer } from './processes';

const running: RunningServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((r) => r.close()));
});

/** The real Node server (in memory, one account) with the given TRUST_PROXY. */
const serverWith = async (trustProxy: string | undefined) => {
  const server = await startMemoryServer(
    trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy },
  );
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

  it('with TRUST_PROXY=1, 40 guesses from 40 addresses get at most 10 answers; the owner gets in after', async () => {
    const base = await serverWith('1');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      statuses.push(await signIn(base, `Guess@${i}0000`, `198.51.100.${i + 1}`));
    }
    // real time: the 1 s and 2 s waits may run out during the attack, the later ones do not
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
    expect(statuses.slice(-10)).toEqual(Array(10).fill(429));
    // the owner, from a fresh address, waits what Retry-After says, then signs in
    const res = await fetch(`${base}/api/v1/survey/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
      body: JSON.stringify(ACCOUNT),
    });
    const body = (await res.json()) as { message?: string };
    if (res.status === 429) {
      expect(body.message).toMatch(/^Too many /);
      const wait = Number(res.headers.get('retry-after'));
      expect(wait).toBeLessThanOrEqual(30);
      await new Promise((r) => setTimeout(r, wait * 1000));
    }
    expect(await signIn(base, ACCOUNT.password, '203.0.113.77')).toBe(200);
  }, 60_000);

  it('with TRUST_PROXY=1 counts 20 IPv6 addresses of one /64 as one address', async () => {
    const base = await serverWith('1');
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) {
      const address = `2001:db8:77:1:${(i + 1).toString(16)}::${(i + 2).toString(16)}`;
      statuses.push(await signIn(base, 'Wrong@12345', address, `user${i}@rolescope.test`));
    }
    expect(statuses).toEqual([...Array(10).fill(401), ...Array(10).fill(429)]);
    // another /64 behind the same proxy is another client
    expect(await signIn(base, ACCOUNT.password, '2001:db8:77:2::1')).toBe(200);
  });

  it('rejects a value that is not a hop count', () => {
    for (const value of ['true', 'yes', '-1', '1.5', 'loopback']) {
      expect(() => parseSettings({ TRUST_PROXY: value }, defaultPaths())).toThrow(/^TRUST_PROXY: /);
    }
  });
});
