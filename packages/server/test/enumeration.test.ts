import { describe, expect, it } from 'vitest';
import { createFastHasher } from '../src/hash/fast';
import type { Hasher } from '../src/hash/types';
import { createMemoryMailer } from '../src/mail/memory';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

/** A hasher that counts verifications, to show that both login failures do the same work. */
const countingHasher = () => {
  const inner = createFastHasher(1);
  const counter = { verify: 0 };
  const hasher: Hasher = {
    hash: (pw) => inner.hash(pw),
    verify: async (h, pw) => {
      counter.verify += 1;
      return inner.verify(h, pw);
    },
  };
  return { hasher, counter };
};

describe.each(storeFactories)('no account enumeration ($name store)', ({ create }) => {
  it('login verifies a hash for unknown e-mails too, and answers alike', async () => {
    const { hasher, counter } = countingHasher();
    const t = await makeTestApp({ store: await create(), hasher });
    const u = await t.signUpAndLogin(1);
    counter.verify = 0;
    const known = await t.call('POST', '/v1/survey/login', {
      body: { email: u.email, password: 'Wrong@123' },
    });
    expect(counter.verify).toBe(1);
    const unknown = await t.call('POST', '/v1/survey/login', {
      body: { email: 'x@y.zz', password: 'Wrong@123' },
    });
    expect(counter.verify).toBe(2);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    expect([...unknown.headers.keys()].sort()).toEqual([...known.headers.keys()].sort());
  });

  it('forgot-password answers alike even when sending the mail fails', async () => {
    const mailer = createMemoryMailer();
    const t = await makeTestApp({ store: await create(), mailer });
    const u = await t.signUpAndLogin(2);
    mailer.send = async () => {
      throw new Error('SMTP down');
    };
    const known = await t.call('POST', '/v1/survey/forgot-password', { body: { email: u.email } });
    const unknown = await t.call('POST', '/v1/survey/forgot-password', {
      body: { email: 'x@y.zz' },
    });
    expect(known.status).toBe(200);
    expect([unknown.status, unknown.body]).toEqual([known.status, known.body]);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.errors).toHaveLength(1);
  });
});

describe.each(storeFactories)('resend protection ($name store)', ({ create }) => {
  it('re-sends a code only with the password of the pending registration', async () => {
    const t = await makeTestApp({ store: await create() });
    const data = {
      email: 'r@example.com',
      password: 'Passw0rd!',
      mobile: '9555555555',
      designation: 'D',
      level: 'Top',
      functionDepartment: 'F',
    };
    await t.call('POST', '/v1/survey/initiate-registration', { body: data });
    t.clock.advance(60_000);
    const wrong = await t.call('POST', '/v1/survey/initiate-registration', {
      body: { email: data.email, password: 'Other@1234', mobile: data.mobile },
    });
    expect(wrong.status).toBe(400);
    expect(t.mailer.sentTo(data.email)).toHaveLength(1);
  });
});

describe('CORS', () => {
  it('answers preflights for configured origins only', async () => {
    const t = await makeTestApp({
      store: await (storeFactories[0] as (typeof storeFactories)[number]).create(),
      config: { corsOrigins: ['https://hr.example.com'] },
    });
    const pre = await t.app.request('/api/v1/survey/login', {
      method: 'OPTIONS',
      headers: {
        origin: 'https://hr.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('https://hr.example.com');
    const other = await t.app.request('/api/health', {
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
