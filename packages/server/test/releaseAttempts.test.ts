import { describe, expect, it } from 'vitest';
import { storeFactories } from './stores';

/**
 * Concurrent sign-ins from one address share the millisecond: every success must be taken back,
 * or an office behind one NAT address ends up throttled by its own successful sign-ins.
 */
describe.each(storeFactories)('releasing sign-in attempts ($name store)', ({ create }) => {
  it('takes back every one of 20 attempts recorded in the same millisecond, released at once', async () => {
    const store = await create();
    const key = 'sign-in:address:203.0.113.7';
    const at = new Date('2026-11-26T12:00:00.000Z');
    const since = new Date(at.getTime() - 60_000);
    for (let i = 0; i < 20; i += 1) {
      expect((await store.reserveLoginAttempt(key, at, since, 100)).reserved).toBe(true);
    }
    await Promise.all(Array.from({ length: 20 }, () => store.releaseLoginAttempt(key, at)));
    expect((await store.countLoginFailures(key, since)).count).toBe(0);
  });
});
