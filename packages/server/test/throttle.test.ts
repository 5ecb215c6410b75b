import { describe, expect, it } from 'vitest';
import { lastCodeSentTo } from '../src/mail/memory';
import { CODES_PER_ADDRESS } from '../src/services/throttle';
import { type Answer, makeTestApp, signUpData } from './harness';
import { FORGOT, INITIATE, LOGIN, RESET, VERIFY } from './paths';
import { countingHasher } from './spies';
import { storeFactories } from './stores';

/** Attacks of many requests: PGlite flushes each write to disk. */
const ATTACK_TIMEOUT_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every 429 says why and when to come back. */
const expectRefusal = (res: Answer) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(res.body.message).toMatch(/^Too many .+\.$/);
};

const from = (address: string) => ({ 'x-test-client': address });

describe.each(storeFactories)('throttles under attack ($name store)', ({ create }) => {
  it(
    '40 wrong passwords from 40 addresses, one a second: 10 are checked, the owner gets in 30 s after',
    async () => {
      const t = await makeTestApp({ store: await create() });
      const u = await t.signUpAndLogin(1);
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await t.call('POST', LOGIN, {
          body: { email: u.email, password: `Guess@${i}0000` },
          headers: from(`198.51.100.${i}`),
        });
        if (res.status === 429) expectRefusal(res);
        statuses.push(res.status);
        t.clock.advance(1000);
      }
      // failures at 0-4 s free, then after waits of 1, 2, 4, 8 and 16 s: at 5, 7, 11, 19, 35 s
      expect(statuses.filter((s) => s === 401)).toHaveLength(10);
      expect(statuses.indexOf(429)).toBe(6);
      expect(statuses.slice(36)).toEqual([429, 429, 429, 429]);
      // the attack ends at 40 s; the last failure was at 35 s and the wait is capped at 30 s
      t.clock.advance(24_000);
      const owner = {
        body: { email: u.email, password: u.password },
        headers: from('203.0.113.9'),
      };
      expectRefusal(await t.call('POST', LOGIN, owner));
      t.clock.advance(1000);
      expect((await t.call('POST', LOGIN, owner)).status).toBe(200);
    },
    ATTACK_TIMEOUT_MS,
  );

  it(
    'a sustained attack on one account gets 2 guesses a minute, and never locks it',
    async () => {
      const t = await makeTestApp({ store: await create() });
      const u = await t.signUpAndLogin(2);
      let checked = 0;
      // one guess a second for 5 minutes, each from a new address
      for (let s = 0; s < 300; s++) {
        const res = await t.call('POST', LOGIN, {
          body: { email: u.email, password: 'Guess@00000' },
          headers: from(`10.0.${s >> 8}.${s & 255}`),
        });
        if (res.status === 401) checked++;
        t.clock.advance(1000);
      }
      // 5 free, 5 more by 35 s, then one every 30 s (65, 95, ... 275 s)
      expect(checked).toBe(18);
      t.clock.advance(30_000);
      const res = await t.call('POST', LOGIN, {
        body: { email: u.email, password: u.password },
        headers: from('203.0.113.9'),
      });
      expect(res.status).toBe(200);
    },
    ATTACK_TIMEOUT_MS * 2,
  );

  it(
    'one address spraying a password over 60 accounts is refused after 10',
    async () => {
      const t = await makeTestApp({ store: await create() });
      const victim = await t.signUpAndLogin(3);
      const own = await t.signUpAndLogin(4);
      const spray = (i: number) =>
        t.call('POST', LOGIN, {
          body: {
            email: i === 30 ? victim.email : `person${i}@example.com`,
            password: 'Summer@2026',
          },
          headers: from('192.0.2.66'),
        });
      const statuses: number[] = [];
      for (let i = 0; i < 9; i++) statuses.push((await spray(i)).status);
      // signing in to an account of one's own does not wipe the address's failures
      const ownLogin = await t.call('POST', LOGIN, {
        body: { email: own.email, password: own.password },
        headers: from('192.0.2.66'),
      });
      expect(ownLogin.status).toBe(200);
      for (let i = 9; i < 60; i++) {
        const res = await spray(i);
        if (res.status === 429) expectRefusal(res);
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual(Array(50).fill(429));
      // the victim, from an address of their own, is not affected
      const res = await t.call('POST', LOGIN, {
        body: { email: victim.email, password: victim.password },
        headers: from('203.0.113.10'),
      });
      expect(res.status).toBe(200);
      // the address is refused until its oldest failure is 15 minutes old
      t.clock.advance(15 * 60 * 1000);
      expect((await spray(61)).status).toBe(401);
    },
    ATTACK_TIMEOUT_MS,
  );

  it('two apps on one store see one count', async () => {
    const store = await create();
    const t1 = await makeTestApp({ store });
    const t2 = await makeTestApp({ store });
    const u = await t1.signUpAndLogin(5);
    for (let i = 0; i < 5; i++) {
      const res = await t1.call('POST', LOGIN, {
        body: { email: u.email, password: 'Wrong@12345' },
        headers: from(`198.51.100.${i}`),
      });
      expect(res.status).toBe(401);
    }
    const res = await t2.call('POST', LOGIN, {
      body: { email: u.email, password: u.password },
      headers: from('203.0.113.1'),
    });
    expectRefusal(res);
  });

  it(
    'caps reset requests per address (20 an hour) and per e-mail from one address (10 an hour)',
    async () => {
      const t = await makeTestApp({ store: await create() });
      for (let i = 0; i < 20; i++) {
        const res = await t.call('POST', FORGOT, {
          body: { email: `person${i}@example.com` },
          headers: from('192.0.2.7'),
        });
        expect(res.status).toBe(200);
      }
      const refused = await t.call('POST', FORGOT, {
        body: { email: 'person99@example.com' },
        headers: from('192.0.2.7'),
      });
      expectRefusal(refused);
      expect(refused.headers.get('retry-after')).toBe('3600');
      // one e-mail, from one address
      for (let i = 0; i < 10; i++) {
        const res = await t.call('POST', FORGOT, {
          body: { email: 'target@example.com' },
          headers: from('198.51.100.1'),
        });
        expect(res.status).toBe(200);
        t.clock.advance(60_000);
      }
      expectRefusal(
        await t.call('POST', FORGOT, {
          body: { email: 'target@example.com' },
          headers: from('198.51.100.1'),
        }),
      );
      // the same e-mail from another address has an allowance of its own
      const res = await t.call('POST', FORGOT, {
        body: { email: 'target@example.com' },
        headers: from('203.0.113.3'),
      });
      expect(res.status).toBe(200);
      await t.settle();
    },
    ATTACK_TIMEOUT_MS,
  );

  it(
    'code cycling: 5 codes a day per e-mail, 5 tries each, whatever the addresses',
    async () => {
      const t = await makeTestApp({ store: await create() });
      const data = signUpData(6);
      const resend = { email: data.email, password: data.password, mobile: data.mobile };
      expect(
        (await t.call('POST', INITIATE, { body: data, headers: from('10.0.0.1') })).status,
      ).toBe(200);
      let guesses = 0;
      for (let cycle = 1; ; cycle++) {
        const code = lastCodeSentTo(t.mailer, data.email) as string;
        for (let i = 0; ; i++) {
          const wrong = String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
          const res = await t.call('POST', VERIFY, { body: { ...data, otp: wrong } });
          if (res.status === 429) break;
          expect(res.status).toBe(400);
          guesses++;
        }
        t.clock.advance(61_000);
        const again = await t.call('POST', INITIATE, {
          body: resend,
          headers: from(`10.0.0.${cycle + 1}`),
        });
        if (again.status === 429) {
          expectRefusal(again);
          expect(again.body.message).toBe(
            'Too many verification codes were requested. Please try again tomorrow.',
          );
          break;
        }
        expect(again.status).toBe(200);
      }
      expect(guesses).toBe(25);
      // the cap frees a code once the first is a day old; the registrant completes then
      t.clock.advance(DAY_MS);
      expect((await t.call('POST', INITIATE, { body: resend })).status).toBe(200);
      const code = lastCodeSentTo(t.mailer, data.email);
      expect((await t.call('POST', VERIFY, { body: { ...data, otp: code } })).status).toBe(201);
    },
    ATTACK_TIMEOUT_MS,
  );

  it(
    'caps sign-up codes per address at 200 a day, over any e-mails',
    async () => {
      const t = await makeTestApp({ store: await create() });
      expect(CODES_PER_ADDRESS.max).toBe(200);
      for (let i = 0; i < CODES_PER_ADDRESS.max; i++) {
        const res = await t.call('POST', INITIATE, {
          body: signUpData(1000 + i),
          headers: from('192.0.2.8'),
        });
        expect(res.status).toBe(200);
      }
      const res = await t.call('POST', INITIATE, {
        body: signUpData(5000),
        headers: from('192.0.2.8'),
      });
      expectRefusal(res);
      expect(res.headers.get('retry-after')).toBe(String(DAY_MS / 1000));
      // no code was sent for the refused sign-up
      expect(lastCodeSentTo(t.mailer, signUpData(5000).email)).toBeUndefined();
    },
    ATTACK_TIMEOUT_MS,
  );

  it('checks a reset token before hashing the new password', async () => {
    const { hasher, counter } = countingHasher();
    const t = await makeTestApp({ store: await create(), hasher });
    const res = await t.call('POST', RESET, {
      body: { token: 'a'.repeat(43), password: 'NewPass@123' },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Reset link is invalid or has expired');
    expect(counter.hash).toBe(0);
  });
});
