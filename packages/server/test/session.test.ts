import { describe, expect, it } from 'vitest';
import { lastLinkSentTo } from '../src/mail/memory';
import { APP_URL, makeTestApp } from './harness';
import { FORGOT, LOGIN, RESET } from './paths';
import { storeFactories } from './stores';

const LOGOUT = '/v1/survey/logout';
const INVALID_LINK = 'Reset link is invalid or has expired';
/** Any authenticated call will do to see whether a token still works. */
const PROBE = '/v1/admin/getIndustryCategories';

describe.each(storeFactories)('forgot and reset password ($name store)', ({ create }) => {
  const setup = async () => makeTestApp({ store: await create() });

  it('answers identically for known and unknown e-mails, and mails only the known one', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(1);
    t.mailer.clear();
    const known = await t.call('POST', FORGOT, { body: { email: u.email.toUpperCase() } });
    const unknown = await t.call('POST', FORGOT, { body: { email: 'nobody@example.com' } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    await t.settle();
    expect(t.mailer.messages).toHaveLength(1);
    const link = lastLinkSentTo(t.mailer, u.email) as string;
    expect(link.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);
    const token = new URL(link).searchParams.get('token') as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/); // ≥ 128 bits in base64url
  });

  it('e-mails one link a minute per account, answering the same every time', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(8);
    t.mailer.clear();
    const answers = [];
    for (let i = 0; i < 5; i++) {
      answers.push((await t.call('POST', FORGOT, { body: { email: u.email } })).body);
      // Each request's work (after its answer) done before the clock moves on, as real time
      // would order it; parallel requests are the store test's concern.
      await t.settle();
      t.clock.advance(10_000);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(t.mailer.messages).toHaveLength(1);
    const first = (await t.resetTokenFor(u.email)) as string;
    t.clock.advance(20_000); // 60 s after the first link
    await t.call('POST', FORGOT, { body: { email: u.email } });
    const second = (await t.resetTokenFor(u.email)) as string;
    expect(t.mailer.messages).toHaveLength(2);
    expect(second).not.toBe(first);
    // the first link still works until the second is used (either voids the other)
    const res = await t.call('POST', RESET, { body: { token: first, password: 'NewPass@123' } });
    expect(res.status).toBe(200);
  });

  it('answers 400 for a malformed e-mail', async () => {
    const t = await setup();
    const res = await t.call('POST', FORGOT, { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ email: 'Please enter a valid email address' });
  });

  it('resets the password once, and ends every earlier session', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(2);
    expect((await t.call('GET', PROBE, { token: u.token })).status).toBe(200);
    await t.call('POST', FORGOT, { body: { email: u.email } });
    const token = (await t.resetTokenFor(u.email)) as string;
    const res = await t.call('POST', RESET, { body: { token, password: 'NewPass@123' } });
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe('string');
    expect((await t.call('GET', PROBE, { token: u.token })).status).toBe(401);
    const again = await t.call('POST', RESET, { body: { token, password: 'Other@1234' } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: INVALID_LINK });
    const oldLogin = await t.call('POST', LOGIN, {
      body: { email: u.email, password: u.password },
    });
    expect(oldLogin.status).toBe(401);
    const fresh = await t.login(u.email, 'NewPass@123');
    expect((await t.call('GET', PROBE, { token: fresh })).status).toBe(200);
  });

  it("voids the account's other reset links when one is used, and no one else's", async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(6);
    const other = await t.signUpAndLogin(7);
    const linkFor = async (email: string) => {
      await t.call('POST', FORGOT, { body: { email } });
      const token = (await t.resetTokenFor(email)) as string;
      t.clock.advance(61_000); // past the one-link-a-minute limit
      return token;
    };
    const first = await linkFor(u.email);
    const second = await linkFor(u.email);
    const third = await linkFor(u.email);
    const others = await linkFor(other.email);
    expect(new Set([first, second, third]).size).toBe(3);
    const res = await t.call('POST', RESET, { body: { token: second, password: 'NewPass@123' } });
    expect(res.status).toBe(200);
    for (const token of [first, third]) {
      const stale = await t.call('POST', RESET, { body: { token, password: 'Stolen@123' } });
      expect(stale.status).toBe(400);
      expect(stale.body).toEqual({ message: INVALID_LINK });
    }
    await t.login(u.email, 'NewPass@123');
    const ok = await t.call('POST', RESET, { body: { token: others, password: 'Theirs@123' } });
    expect(ok.status).toBe(200);
  });

  it('refuses an expired token (15 minutes)', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(3);
    await t.call('POST', FORGOT, { body: { email: u.email } });
    const token = (await t.resetTokenFor(u.email)) as string;
    t.clock.advance(15 * 60_000);
    const res = await t.call('POST', RESET, { body: { token, password: 'NewPass@123' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_LINK });
  });

  it('refuses an unknown token', async () => {
    const t = await setup();
    const res = await t.call('POST', RESET, {
      body: { token: 'definitely-not-a-token', password: 'NewPass@123' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: INVALID_LINK });
  });

  it('checks the new password with the sign-up rules and keeps the token usable', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(4);
    await t.call('POST', FORGOT, { body: { email: u.email } });
    const token = (await t.resetTokenFor(u.email)) as string;
    const weak = await t.call('POST', RESET, { body: { token, password: 'weakpassword' } });
    expect(weak.status).toBe(400);
    expect(weak.body.errors).toEqual({
      password: 'Password must contain at least one uppercase letter (A-Z)',
    });
    const ok = await t.call('POST', RESET, { body: { token, password: 'Strong@123' } });
    expect(ok.status).toBe(200);
  });

  it('stores the reset token only as a hash', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(5);
    await t.call('POST', FORGOT, { body: { email: u.email } });
    const token = (await t.resetTokenFor(u.email)) as string;
    // consuming by the raw token must not work: the store knows only its hash
    expect(await t.store.consumePasswordResetToken(token, t.clock.now())).toBeNull();
  });
});

describe.each(storeFactories)('tokens and logout ($name store)', ({ create }) => {
  const setup = async () => makeTestApp({ store: await create() });

  it('answers 401 without a token, with a malformed one and with a forged one', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(10);
    const none = await t.call('GET', PROBE);
    expect(none.status).toBe(401);
    expect(typeof none.body.message).toBe('string');
    const malformed = await t.call('GET', PROBE, { headers: { authorization: 'Bearer abc' } });
    expect(malformed.status).toBe(401);
    const [h, p] = u.token.split('.');
    const forged = await t.call('GET', PROBE, { token: `${h}.${p}.AAAA` });
    expect(forged.status).toBe(401);
    const basic = await t.call('GET', PROBE, { headers: { authorization: `Basic ${u.token}` } });
    expect(basic.status).toBe(401);
  });

  it('accepts the Bearer scheme in any letter case (RFC 7235)', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(13);
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const res = await t.call('GET', PROBE, {
        headers: { authorization: `${scheme} ${u.token}` },
      });
      expect(res.status).toBe(200);
    }
  });

  it('expires tokens after 12 hours', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(11);
    t.clock.advance(12 * 3600_000 - 1000);
    expect((await t.call('GET', PROBE, { token: u.token })).status).toBe(200);
    t.clock.advance(2000);
    expect((await t.call('GET', PROBE, { token: u.token })).status).toBe(401);
  });

  it('logout revokes the token at once and leaves other sessions alone', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(12);
    const other = await t.login(u.email, u.password);
    const res = await t.call('POST', LOGOUT, { token: u.token });
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe('string');
    expect((await t.call('GET', PROBE, { token: u.token })).status).toBe(401);
    expect((await t.call('POST', LOGOUT, { token: u.token })).status).toBe(401);
    expect((await t.call('GET', PROBE, { token: other })).status).toBe(200);
  });

  it('logout without a token is 401', async () => {
    const t = await setup();
    expect((await t.call('POST', LOGOUT)).status).toBe(401);
  });
});
