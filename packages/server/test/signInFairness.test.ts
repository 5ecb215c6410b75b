import { describe, expect, it } from 'vitest';
import { makeTestApp } from './harness';
import { LOGIN } from './paths';
import { storeFactories } from './stores';

const from = (address: string) => ({ 'x-test-client': address });

/** What today's pacing (5 free, then 1, 2, 4, 8, 16 s, then 30 s) lets 150 s of guessing check. */
const CHECKS_BEFORE = 13;

describe.each(storeFactories)('sign-in under a distributed attack ($name store)', ({ create }) => {
  it('4 addresses guessing every 250 ms for 150 s: the owner from a fresh address signs in within 30 s; at most 13 passwords checked', async () => {
    const t = await makeTestApp({ store: await create() });
    const u = await t.signUpAndLogin(1);
    const attackers = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'];
    const start = t.clock.now().getTime();
    const elapsed = () => t.clock.now().getTime() - start;
    let checked = 0;
    let ownerFirstTry: number | undefined;
    let ownerIn: number | undefined;
    let ownerNext = 20_000; // the owner starts at 20 s, then follows Retry-After
    for (let tick = 0; tick < 600; tick++) {
      for (const address of attackers) {
        const res = await t.call('POST', LOGIN, {
          body: { email: u.email, password: `Guess@${tick}0000` },
          headers: from(address),
        });
        expect([401, 429]).toContain(res.status);
        if (res.status === 401) checked++;
      }
      if (ownerIn === undefined && elapsed() >= ownerNext) {
        ownerFirstTry ??= elapsed();
        const res = await t.call('POST', LOGIN, {
          body: { email: u.email, password: u.password },
          headers: from('203.0.113.9'),
        });
        if (res.status === 200) ownerIn = elapsed();
        else {
          expect(res.status).toBe(429);
          ownerNext = elapsed() + Number(res.headers.get('retry-after')) * 1000;
        }
      }
      t.clock.advance(250);
    }
    const waited =
      ownerIn === undefined ? Number.POSITIVE_INFINITY : ownerIn - (ownerFirstTry ?? 0);
    expect(waited).toBeLessThanOrEqual(30_000);
    expect(checked).toBeLessThanOrEqual(CHECKS_BEFORE);
  }, 180_000);
});
