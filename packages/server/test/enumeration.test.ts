import { describe, expect, it } from 'vitest';
import { createMemoryMailer, lastCodeSentTo } from '../src/mail/memory';
import { type Answer, makeTestApp, signUpData } from './harness';
import { FORGOT, INITIATE, VERIFY } from './paths';
import { countingHasher, spyingStore } from './spies';
import { storeFactories } from './stores';

/** What a stranger can observe of an answer: status, body and header names. */
const observable = (a: Answer) => ({
  status: a.status,
  body: a.body,
  headers: [...a.headers.keys()].sort(),
});

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
    await t.settle();
    expect(t.errors).toHaveLength(1);
  });

  it('forgot-password awaits the same work for known and unknown e-mails', async () => {
    const { store, calls } = spyingStore(await create());
    const { hasher, counter } = countingHasher();
    // Hold the work the app defers past its answers, to see what each answer waited for.
    const deferred: (() => Promise<void>)[] = [];
    const t = await makeTestApp({
      store,
      hasher,
      config: { runAfterResponse: (work) => deferred.push(work) },
    });
    const u = await t.signUpAndLogin(3);
    t.mailer.clear();
    /** The store and hasher calls since the last look. */
    const work = () => {
      const seen = { store: calls.splice(0), hashes: { ...counter } };
      counter.hash = 0;
      counter.verify = 0;
      return seen;
    };

    work();
    const known = await t.call('POST', FORGOT, { body: { email: u.email } });
    const knownWork = work();
    const unknown = await t.call('POST', FORGOT, { body: { email: 'nobody@example.com' } });
    const unknownWork = work();
    expect(known.status).toBe(200);
    expect(observable(unknown)).toEqual(observable(known));
    expect(unknownWork).toEqual(knownWork);

    // The deferred work then mails the known account only.
    expect(deferred).toHaveLength(2);
    for (const run of deferred.splice(0)) await run();
    expect(t.mailer.sentTo(u.email)).toHaveLength(1);
    expect(t.mailer.sentTo('nobody@example.com')).toHaveLength(0);
    expect(await t.resetTokenFor(u.email)).toBeTruthy();
  });
});

describe.each(storeFactories)('pending sign-ups are not revealed ($name store)', ({ create }) => {
  it('a resend verifies one password whether or not a registration is pending', async () => {
    const { store, calls } = spyingStore(await create());
    const { hasher, counter } = countingHasher();
    const t = await makeTestApp({ store, hasher });
    const data = signUpData(30);
    await t.call('POST', INITIATE, { body: data });
    t.clock.advance(60_000);
    const resend = async (body: Record<string, string>) => {
      calls.length = 0;
      counter.verify = 0;
      const answer = await t.call('POST', INITIATE, { body });
      return { answer: observable(answer), store: [...calls], verified: counter.verify };
    };
    const none = await resend({
      email: 'nobody@example.com',
      password: data.password,
      mobile: '9000000099',
    });
    const wrongPassword = await resend({
      email: data.email,
      password: 'Other@1234',
      mobile: data.mobile,
    });
    const wrongMobile = await resend({
      email: data.email,
      password: data.password,
      mobile: '9000000099',
    });
    expect(none.answer.status).toBe(400);
    expect(none.verified).toBe(1);
    expect(wrongPassword).toEqual(none);
    expect(wrongMobile).toEqual(none);
    expect(t.mailer.sentTo(data.email)).toHaveLength(1);
  });

  it('verify-otp checks one password whether or not a registration is pending', async () => {
    const { hasher, counter } = countingHasher();
    const t = await makeTestApp({ store: await create(), hasher });
    const data = signUpData(31);
    await t.call('POST', INITIATE, { body: data });
    const code = lastCodeSentTo(t.mailer, data.email) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    counter.verify = 0;
    const pending = await t.call('POST', VERIFY, { body: { ...data, otp: wrong } });
    expect(counter.verify).toBe(1);
    const none = await t.call('POST', VERIFY, {
      body: { ...data, email: 'nobody@example.com', otp: wrong },
    });
    expect(counter.verify).toBe(2);
    expect(pending.status).toBe(400);
    expect(observable(none)).toEqual(observable(pending));
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
