import { describe, expect, it } from 'vitest';
import { lastCodeSentTo } from '../src/mail/memory';
import { makeTestApp, signUpData } from './harness';
import { INITIATE, LOGIN, VERIFY } from './paths';
import { storeFactories } from './stores';

const ME = '/v1/user/me';

type UserBody = { data: { name: string; email: string; _id: string } };

describe.each(storeFactories)('full name and profile ($name store)', ({ create }) => {
  const setup = async () => makeTestApp({ store: await create() });

  it('stores the optional full name given at sign-up on the new account (trimmed)', async () => {
    const t = await setup();
    const data = { ...signUpData(1), name: '  Asha Sharma  ' };
    expect((await t.call('POST', INITIATE, { body: data })).status).toBe(200);
    const otp = lastCodeSentTo(t.mailer, data.email);
    // The account takes the name of the pending registration, not one sent with the code.
    const verify = await t.call<{ data: { user: { name: string } } }>('POST', VERIFY, {
      body: { ...data, name: 'Forged', otp },
    });
    expect(verify.status).toBe(201);
    expect(verify.body.data.user.name).toBe('Asha Sharma');
    const login = await t.call<{ data: { user: { name: string } } }>('POST', LOGIN, {
      body: { email: data.email, password: data.password },
    });
    expect(login.body.data.user.name).toBe('Asha Sharma');
  });

  it('keeps the name when the code is re-sent, and has none without one', async () => {
    const t = await setup();
    const data = { ...signUpData(2), name: 'Ravi Kumar' };
    await t.call('POST', INITIATE, { body: data });
    t.clock.advance(61_000);
    const resend = await t.call('POST', INITIATE, {
      body: { email: data.email, password: data.password, mobile: data.mobile },
    });
    expect(resend.status).toBe(200);
    const otp = lastCodeSentTo(t.mailer, data.email);
    const verify = await t.call<{ data: { user: { name: string } } }>('POST', VERIFY, {
      body: { ...data, otp },
    });
    expect(verify.body.data.user.name).toBe('Ravi Kumar');

    const plain = await t.signUpAndLogin(3);
    const me = await t.call<UserBody>('GET', ME, { token: plain.token });
    expect(me.body.data.name).toBe('');
    // an ordinary sign-in is no embed session: nothing narrows what its widgets show
    expect(me.body.data).not.toHaveProperty('session');
  });

  it('refuses a sign-up name over 100 characters with a message', async () => {
    const t = await setup();
    const res = await t.call('POST', INITIATE, {
      body: { ...signUpData(4), name: 'x'.repeat(101) },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Full name must be at most 100 characters' });
  });

  it('PATCH /v1/user/me sets, trims and clears the name and answers the public user', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(5);
    const set = await t.call<UserBody>('PATCH', ME, {
      token: u.token,
      body: { name: '  Asha   Sharma ' },
    });
    expect(set.status).toBe(200);
    expect(set.body.data).toMatchObject({ _id: u.id, email: u.email, name: 'Asha   Sharma' });
    expect(JSON.stringify(set.body)).not.toMatch(/password|hash|tokenVersion/i);
    expect((await t.call<UserBody>('GET', ME, { token: u.token })).body.data.name).toBe(
      'Asha   Sharma',
    );
    // A new sign-in carries the new name.
    const login = await t.call<{ data: { user: { name: string } } }>('POST', LOGIN, {
      body: { email: u.email, password: u.password },
    });
    expect(login.body.data.user.name).toBe('Asha   Sharma');

    const cleared = await t.call<UserBody>('PATCH', ME, { token: u.token, body: { name: '   ' } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data.name).toBe('');
  });

  it('answers 400 with a message for a bad body', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(6);
    const long = await t.call('PATCH', ME, { token: u.token, body: { name: 'x'.repeat(101) } });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      message: 'Validation failed',
      errors: { name: 'Full name must be at most 100 characters' },
    });
    const typed = await t.call('PATCH', ME, { token: u.token, body: { name: 42 } });
    expect(typed.status).toBe(400);
    expect(typed.body.errors).toEqual({ name: 'name must be a string' });
    const missing = await t.call('PATCH', ME, { token: u.token, body: {} });
    expect(missing.status).toBe(400);
    expect(typeof (missing.body.errors as Record<string, string>).name).toBe('string');
    expect((await t.call<UserBody>('GET', ME, { token: u.token })).body.data.name).toBe('');
  });

  it('answers 401 without a token or with a signed-out one', async () => {
    const t = await setup();
    const res = await t.call('PATCH', ME, { body: { name: 'Someone' } });
    expect(res.status).toBe(401);
    expect(typeof res.body.message).toBe('string');
    const u = await t.signUpAndLogin(7);
    await t.call('POST', '/v1/survey/logout', { token: u.token });
    expect((await t.call('PATCH', ME, { token: u.token, body: { name: 'X' } })).status).toBe(401);
  });
});
