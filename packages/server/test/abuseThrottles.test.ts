import { describe, expect, it } from 'vitest';
import { lastCodeSentTo } from '../src/mail/memory';
import { type Answer, makeTestApp, signUpData } from './harness';
import { FORGOT, INITIATE, LOGIN, RESET, VERIFY } from './paths';
import { storeFactories } from './stores';

const ATTACK_TIMEOUT_MS = 60_000;

const from = (address: string) => ({ 'x-test-client': address });

const expectRefusal = (res: Answer) => {
  expect(res.status).toBe(429);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  expect(res.body.message).toMatch(/^Too many .+\.$/);
};

const statusesOf = (answers: Answer[]) => answers.map((a) => a.status);

describe.each(storeFactories)(
  'reset, sign-up and enumeration throttles ($name store)',
  ({ create }) => {
    it("ten reset requests for someone else's e-mail from one address leave the owner's own allowance", async () => {
      const t = await makeTestApp({ store: await create() });
      const victim = await t.signUpAndLogin(1);
      for (let i = 0; i < 10; i++) {
        const res = await t.call('POST', FORGOT, {
          body: { email: victim.email },
          headers: from('192.0.2.66'),
        });
        if (res.status !== 200) expectRefusal(res);
        t.clock.advance(1000);
      }
      await t.settle();
      t.clock.advance(61_000);
      const before = t.mailer.sentTo(victim.email).length;
      const own = await t.call('POST', FORGOT, {
        body: { email: victim.email },
        headers: from('203.0.113.5'),
      });
      expect(own.status).toBe(200);
      await t.settle();
      expect(t.mailer.sentTo(victim.email)).toHaveLength(before + 1);
    });

    it('a registration someone else started keeps the owner out for the resend interval only', async () => {
      const t = await makeTestApp({ store: await create() });
      const owner = signUpData(2);
      const squatter = signUpData(3, { email: owner.email, password: 'Squat@1234' });
      expect(
        (await t.call('POST', INITIATE, { body: squatter, headers: from('192.0.2.9') })).status,
      ).toBe(200);
      t.clock.advance(61_000);
      const res = await t.call('POST', INITIATE, { body: owner, headers: from('203.0.113.6') });
      expect(res.status).toBe(200);
      const code = lastCodeSentTo(t.mailer, owner.email);
      expect((await t.call('POST', VERIFY, { body: { ...owner, otp: code } })).status).toBe(201);
      await t.login(owner.email, owner.password);
      const squat = await t.call('POST', LOGIN, {
        body: { email: owner.email, password: squatter.password },
        headers: from('192.0.2.9'),
      });
      expect(squat.status).toBe(401);
    });

    it(
      '30 sign-up probes of registered e-mails and mobiles from one address end in 429',
      async () => {
        const t = await makeTestApp({ store: await create() });
        const a = await t.signUpAndLogin(4);
        const b = await t.signUpAndLogin(5);
        const probe = (i: number, address: string) =>
          t.call('POST', INITIATE, {
            body: signUpData(100 + i, i % 2 ? { email: a.email } : { mobile: b.mobile }),
            headers: from(address),
          });
        const answers: Answer[] = [];
        for (let i = 0; i < 30; i++) answers.push(await probe(i, '192.0.2.10'));
        expect(statusesOf(answers).slice(0, 20)).toEqual(Array(20).fill(409));
        for (const res of answers.slice(20)) expectRefusal(res);
        // refused before any look-up: an e-mail nobody has is refused alike
        expectRefusal(
          await t.call('POST', INITIATE, { body: signUpData(999), headers: from('192.0.2.10') }),
        );
        // another address is not affected
        expect((await probe(0, '203.0.113.7')).status).toBe(409);
      },
      ATTACK_TIMEOUT_MS,
    );

    it(
      '30 verify-otp probes of registered e-mails from one address end in 429',
      async () => {
        const t = await makeTestApp({ store: await create() });
        const a = await t.signUpAndLogin(6);
        const answers: Answer[] = [];
        for (let i = 0; i < 30; i++) {
          answers.push(
            await t.call('POST', VERIFY, {
              body: { ...a, otp: '123456' },
              headers: from('192.0.2.11'),
            }),
          );
        }
        expect(statusesOf(answers).slice(0, 20)).toEqual(Array(20).fill(409));
        for (const res of answers.slice(20)) expectRefusal(res);
      },
      ATTACK_TIMEOUT_MS,
    );

    it(
      'reset-password with unknown tokens from one address: 20 an hour, then 429',
      async () => {
        const t = await makeTestApp({ store: await create() });
        const u = await t.signUpAndLogin(7);
        const guess = (i: number, address: string) =>
          t.call('POST', RESET, {
            body: {
              token: `${'a'.repeat(40)}${String(i).padStart(3, '0')}`,
              password: 'NewPass@123',
            },
            headers: from(address),
          });
        const answers: Answer[] = [];
        for (let i = 0; i < 25; i++) answers.push(await guess(i, '192.0.2.12'));
        expect(statusesOf(answers).slice(0, 20)).toEqual(Array(20).fill(400));
        for (const res of answers.slice(20)) expectRefusal(res);
        // the owner's own link, from the owner's address, still works
        await t.call('POST', FORGOT, { body: { email: u.email }, headers: from('203.0.113.8') });
        const token = await t.resetTokenFor(u.email);
        const reset = await t.call('POST', RESET, {
          body: { token, password: 'NewPass@123' },
          headers: from('203.0.113.8'),
        });
        expect(reset.status).toBe(200);
      },
      ATTACK_TIMEOUT_MS,
    );

    it(
      'counts 20 IPv6 addresses of one /64 as one address',
      async () => {
        const t = await makeTestApp({ store: await create() });
        const answers: Answer[] = [];
        for (let i = 0; i < 20; i++) {
          answers.push(
            await t.call('POST', LOGIN, {
              body: { email: `person${i}@example.com`, password: 'Summer@2026' },
              headers: from(`2001:db8:5:7:${(i + 1).toString(16)}::${i + 2}`),
            }),
          );
        }
        expect(statusesOf(answers).slice(0, 10)).toEqual(Array(10).fill(401));
        for (const res of answers.slice(10)) expectRefusal(res);
        // the next /64 is another subscriber
        const other = await t.call('POST', LOGIN, {
          body: { email: 'person0@example.com', password: 'Summer@2026' },
          headers: from('2001:db8:5:8::1'),
        });
        expect(other.status).toBe(401);
      },
      ATTACK_TIMEOUT_MS,
    );
  },
);
