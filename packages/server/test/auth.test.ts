import { describe, expect, it } from 'vitest';
import { lastCodeSentTo } from '../src/mail/memory';
import { makeTestApp, signUpData } from './harness';
import { INITIATE, LOGIN, VERIFY } from './paths';
import { countingHasher } from './spies';
import { storeFactories } from './stores';

/** Parallel bursts do 20 to 50 requests' work: room for a machine busy with other runs. */
const BURST_TIMEOUT_MS = 30_000;

/** How many answers had each status, e.g. `{ 400: 5, 429: 15 }`. */
const statusCounts = (answers: { status: number }[]) => {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
};

describe.each(storeFactories)('registration ($name store)', ({ create }) => {
  const setup = async () => makeTestApp({ store: await create() });

  it('e-mails a 6-digit code and creates the user from the stored fields', async () => {
    const t = await setup();
    const data = signUpData(1, { email: 'Mixed.Case@Example.com' });
    const res = await t.call('POST', INITIATE, { body: data });
    expect(res.status).toBe(200);
    expect(typeof res.body.message).toBe('string');
    const code = lastCodeSentTo(t.mailer, 'mixed.case@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const verify = await t.call('POST', VERIFY, {
      body: { ...data, designation: 'Forged', otp: code },
    });
    expect(verify.status).toBe(201);
    expect(verify.body.message).toBe('User Registered Successfully');
    const user = (verify.body.data as { user: Record<string, unknown> }).user;
    expect(Object.keys(user).sort()).toEqual(
      [
        '_id',
        'designation',
        'email',
        'functionDepartment',
        'level',
        'mobile',
        'name',
        'role',
      ].sort(),
    );
    expect(user).toMatchObject({
      email: 'mixed.case@example.com',
      designation: 'Engineer',
      role: 'user',
      mobile: data.mobile,
    });
    expect(JSON.stringify(verify.body)).not.toContain(data.password);
    const again = await t.call('POST', VERIFY, { body: { ...data, otp: code } });
    expect(again.status).toBe(409);
    expect(again.body.errors).toEqual({ email: 'Email is already registered' });
  });

  it('answers 400 with the sign-up messages for invalid fields', async () => {
    const t = await setup();
    const res = await t.call('POST', INITIATE, {
      body: {
        email: 'not-an-email',
        password: 'short',
        mobile: '12345',
        designation: '   ',
        level: 'Boss',
        functionDepartment: '',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
      mobile: 'Please enter a valid 10-digit mobile number',
      designation: 'Please enter a valid designation',
      level: 'Please select a valid level',
      functionDepartment: 'Function/Department is required',
    });
  });

  it('answers 400 for a missing required field or a wrong type', async () => {
    const t = await setup();
    const missing = await t.call('POST', INITIATE, { body: { email: 'a@b.co' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toHaveProperty('password');
    const wrongType = await t.call('POST', INITIATE, {
      body: { ...signUpData(2), mobile: 9000000002 },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errors).toHaveProperty('mobile');
  });

  it('answers 409 for a registered e-mail or mobile', async () => {
    const t = await setup();
    await t.register(signUpData(3));
    const email = await t.call('POST', INITIATE, {
      body: signUpData(4, { email: 'USER3@example.com' }),
    });
    expect(email.status).toBe(409);
    expect(email.body.errors).toEqual({ email: 'Email is already registered' });
    const mobile = await t.call('POST', INITIATE, {
      body: signUpData(5, { mobile: signUpData(3).mobile }),
    });
    expect(mobile.status).toBe(409);
    expect(mobile.body.errors).toEqual({ mobile: 'Mobile number is already registered' });
  });

  it('refuses a second code within 60 s (429 + Retry-After), then re-sends with email/password/mobile', async () => {
    const t = await setup();
    const data = signUpData(6);
    await t.call('POST', INITIATE, { body: data });
    const first = lastCodeSentTo(t.mailer, data.email);
    t.clock.advance(20_000);
    const early = await t.call('POST', INITIATE, { body: data });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('40');
    t.clock.advance(40_000);
    const resend = await t.call('POST', INITIATE, {
      body: { email: data.email, password: data.password, mobile: data.mobile },
    });
    expect(resend.status).toBe(200);
    expect(t.mailer.sentTo(data.email)).toHaveLength(2);
    const second = lastCodeSentTo(t.mailer, data.email);
    // The old code no longer works when it differs from the new one.
    if (first !== second) {
      const old = await t.call('POST', VERIFY, { body: { ...data, otp: first } });
      expect(old.status).toBe(400);
    }
    const ok = await t.call('POST', VERIFY, { body: { ...data, otp: second } });
    expect(ok.status).toBe(201);
    expect((ok.body.data as { user: { designation: string } }).user.designation).toBe('Engineer');
  });

  it('answers 400 to a resend when nothing is pending', async () => {
    const t = await setup();
    const data = signUpData(7);
    const res = await t.call('POST', INITIATE, {
      body: { email: data.email, password: data.password, mobile: data.mobile },
    });
    expect(res.status).toBe(400);
  });

  it('answers Invalid OTP for a wrong code and for no pending registration', async () => {
    const t = await setup();
    const data = signUpData(8);
    const none = await t.call('POST', VERIFY, { body: { ...data, otp: '123456' } });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Invalid OTP');
    await t.call('POST', INITIATE, { body: data });
    const code = lastCodeSentTo(t.mailer, data.email) as string;
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await t.call('POST', VERIFY, { body: { ...data, otp: wrong } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Invalid OTP' });
  });

  it('answers 400 with the OTP message for a malformed code', async () => {
    const t = await setup();
    const data = signUpData(9);
    await t.call('POST', INITIATE, { body: data });
    const res = await t.call('POST', VERIFY, { body: { ...data, otp: '12a' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ otp: 'OTP must be 6 digits' });
  });

  it('expires a code after 10 minutes', async () => {
    const t = await setup();
    const data = signUpData(10);
    await t.call('POST', INITIATE, { body: data });
    const code = lastCodeSentTo(t.mailer, data.email);
    t.clock.advance(10 * 60_000);
    const res = await t.call('POST', VERIFY, { body: { ...data, otp: code } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'OTP has expired. Please request a new one.' });
  });

  it('accepts a code just before it expires', async () => {
    const t = await setup();
    const data = signUpData(11);
    await t.call('POST', INITIATE, { body: data });
    const code = lastCodeSentTo(t.mailer, data.email);
    t.clock.advance(10 * 60_000 - 1);
    const res = await t.call('POST', VERIFY, { body: { ...data, otp: code } });
    expect(res.status).toBe(201);
  });

  it('voids the code after 5 wrong tries (429) until a new code is sent', async () => {
    const t = await setup();
    const data = signUpData(12);
    await t.call('POST', INITIATE, { body: data });
    const code = lastCodeSentTo(t.mailer, data.email) as string;
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 5; i++) {
      const res = await t.call('POST', VERIFY, { body: { ...data, otp: wrong } });
      expect(res.status).toBe(400);
    }
    const locked = await t.call('POST', VERIFY, { body: { ...data, otp: code } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    t.clock.advance(60_000);
    await t.call('POST', INITIATE, { body: data });
    const fresh = lastCodeSentTo(t.mailer, data.email);
    const ok = await t.call('POST', VERIFY, { body: { ...data, otp: fresh } });
    expect(ok.status).toBe(201);
  });

  it(
    'compares at most 5 codes of a parallel burst of wrong guesses',
    async () => {
      const t = await setup();
      const data = signUpData(14);
      await t.call('POST', INITIATE, { body: data });
      const code = lastCodeSentTo(t.mailer, data.email) as string;
      const wrong = code === '999999' ? '888888' : '999999';
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => t.call('POST', VERIFY, { body: { ...data, otp: wrong } })),
      );
      expect(statusCounts(burst)).toEqual({ 400: 5, 429: 15 });
      for (const res of burst.filter((r) => r.status === 429)) {
        expect(Number(res.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      }
      // The code is void now, the right one included, until a new code is sent.
      expect((await t.call('POST', VERIFY, { body: { ...data, otp: code } })).status).toBe(429);
      t.clock.advance(60_000);
      const resend = { email: data.email, password: data.password, mobile: data.mobile };
      expect((await t.call('POST', INITIATE, { body: resend })).status).toBe(200);
      const fresh = lastCodeSentTo(t.mailer, data.email);
      expect((await t.call('POST', VERIFY, { body: { ...data, otp: fresh } })).status).toBe(201);
    },
    BURST_TIMEOUT_MS,
  );

  it('accepts the right code on the last allowed attempt', async () => {
    const t = await setup();
    const data = signUpData(15);
    await t.call('POST', INITIATE, { body: data });
    const code = lastCodeSentTo(t.mailer, data.email) as string;
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 0; i < 4; i++) {
      expect((await t.call('POST', VERIFY, { body: { ...data, otp: wrong } })).status).toBe(400);
    }
    expect((await t.call('POST', VERIFY, { body: { ...data, otp: code } })).status).toBe(201);
  });

  it(
    'sends one code for a parallel burst of resends',
    async () => {
      const t = await setup();
      const data = signUpData(16);
      await t.call('POST', INITIATE, { body: data });
      t.clock.advance(60_000);
      const resend = { email: data.email, password: data.password, mobile: data.mobile };
      const burst = await Promise.all(
        Array.from({ length: 6 }, () => t.call('POST', INITIATE, { body: resend })),
      );
      expect(statusCounts(burst)).toEqual({ 200: 1, 429: 5 });
      expect(t.mailer.sentTo(data.email)).toHaveLength(2);
      const code = lastCodeSentTo(t.mailer, data.email);
      expect((await t.call('POST', VERIFY, { body: { ...data, otp: code } })).status).toBe(201);
    },
    BURST_TIMEOUT_MS,
  );

  it('completes a registration only with the password and mobile it was started with', async () => {
    const t = await setup();
    const data = signUpData(17);
    await t.call('POST', INITIATE, { body: data });
    const code = lastCodeSentTo(t.mailer, data.email) as string;
    for (const other of [{ password: 'Other@1234' }, { mobile: '9888888888' }]) {
      const res = await t.call('POST', VERIFY, { body: { ...data, ...other, otp: code } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Invalid OTP' });
    }
    expect(await t.store.findUserByEmail(data.email)).toBeNull();
    expect((await t.call('POST', VERIFY, { body: { ...data, otp: code } })).status).toBe(201);
  });

  it('lets someone else replace a pending registration only after the resend interval', async () => {
    const t = await setup();
    const victim = signUpData(18);
    const stranger = signUpData(19, { email: victim.email, password: 'Attack@123' });
    await t.call('POST', INITIATE, { body: victim });
    t.clock.advance(30_000);
    const early = await t.call('POST', INITIATE, { body: stranger });
    expect(early.status).toBe(429);
    expect(early.headers.get('retry-after')).toBe('30');
    expect(t.mailer.sentTo(victim.email)).toHaveLength(1);
    // The victim completes within the interval with the code they were sent.
    const code = lastCodeSentTo(t.mailer, victim.email);
    expect((await t.call('POST', VERIFY, { body: { ...victim, otp: code } })).status).toBe(201);
    expect((await t.store.findUserByEmail(victim.email))?.mobile).toBe(victim.mobile);
    await t.login(victim.email, victim.password);
    const strangerLogin = await t.call('POST', LOGIN, {
      body: { email: victim.email, password: stranger.password },
    });
    expect(strangerLogin.status).toBe(401);
  });

  it('lets only whoever set the password complete a registration that replaced another', async () => {
    const t = await setup();
    const victim = signUpData(20);
    const stranger = signUpData(21, { email: victim.email, password: 'Attack@123' });
    await t.call('POST', INITIATE, { body: victim });
    t.clock.advance(61_000); // past the resend interval: anyone may start over
    expect((await t.call('POST', INITIATE, { body: stranger })).status).toBe(200);
    // The new code reaches the victim's mailbox; entered with the victim's details it fails.
    const code = lastCodeSentTo(t.mailer, victim.email);
    const res = await t.call('POST', VERIFY, { body: { ...victim, otp: code } });
    expect(res.status).toBe(400);
    expect(await t.store.findUserByEmail(victim.email)).toBeNull();
  });

  it('stores neither the code nor the password in clear', async () => {
    const t = await setup();
    const data = signUpData(13);
    await t.call('POST', INITIATE, { body: data });
    const code = lastCodeSentTo(t.mailer, data.email) as string;
    const pending = await t.store.findPendingRegistration(data.email);
    expect(pending?.codeHash).not.toContain(code);
    expect(pending?.passwordHash).not.toContain(data.password);
  });
});

describe.each(storeFactories)('login ($name store)', ({ create }) => {
  const setup = async () => makeTestApp({ store: await create() });

  it('returns token, role and the contract user', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(20);
    const res = await t.call<{
      data: { token: string; role: string; user: Record<string, unknown> };
    }>('POST', LOGIN, { body: { email: u.email.toUpperCase(), password: u.password } });
    expect(res.status).toBe(200);
    expect(res.body.data.role).toBe('user');
    expect(res.body.data.token.split('.')).toHaveLength(3);
    expect(res.body.data.user).toMatchObject({ _id: u.id, email: u.email, role: 'user' });
    expect(res.body.data.user).not.toHaveProperty('passwordHash');
  });

  it('answers the same 401 for an unknown e-mail and a wrong password', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(21);
    const wrong = await t.call('POST', LOGIN, { body: { email: u.email, password: 'Wrong@1234' } });
    const unknown = await t.call('POST', LOGIN, {
      body: { email: 'nobody@example.com', password: 'Wrong@1234' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('paces failures per account: 5 free, then 429 with Retry-After while the delay runs; a new address is paced apart', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(22);
    const attempt = (password: string, client = 'a') =>
      t.call('POST', LOGIN, {
        body: { email: u.email, password },
        headers: { 'x-test-client': client },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('Wrong@1234')).status).toBe(401);
    const blocked = await attempt(u.password);
    expect(blocked.status).toBe(429);
    expect(typeof blocked.body.message).toBe('string');
    expect(blocked.headers.get('retry-after')).toBe('1');
    t.clock.advance(1000);
    expect((await attempt('Wrong@1234')).status).toBe(401);
    // each further failure doubles the wait
    expect((await attempt(u.password)).headers.get('retry-after')).toBe('2');
    // an address that has not failed on the account is not held by 'a's failures
    expect((await attempt(u.password, 'b')).status).toBe(200);
    // ...and 'a's failures are not forgiven by 'b's success
    expect((await attempt(u.password)).status).toBe(429);
    t.clock.advance(2000);
    expect((await attempt(u.password)).status).toBe(200);
    // 'a' is known to the account now: the failures of another address do not pace it
    for (let i = 0; i < 6; i++) await attempt('Wrong@1234', 'c');
    expect((await attempt(u.password, 'c')).status).toBe(429);
    expect((await attempt(u.password)).status).toBe(200);
  });

  it(
    'checks at most 5 passwords of a parallel burst from many addresses, across apps',
    async () => {
      const store = await create();
      const { hasher, counter } = countingHasher();
      const t1 = await makeTestApp({ store, hasher });
      const t2 = await makeTestApp({ store, hasher });
      const u = await t1.signUpAndLogin(24);
      for (const email of [u.email, 'nobody@example.com']) {
        counter.verify = 0;
        const burst = await Promise.all(
          Array.from({ length: 25 }, (_, i) =>
            (i % 2 ? t1 : t2).call('POST', LOGIN, {
              body: { email, password: 'Wrong@1234' },
              headers: { 'x-test-client': `198.51.100.${i}` },
            }),
          ),
        );
        expect(counter.verify).toBe(5);
        expect(statusCounts(burst)).toEqual({ 401: 5, 429: 20 });
        for (const res of burst.filter((r) => r.status === 429)) {
          expect(res.headers.get('retry-after')).toBe('1');
        }
      }
      const fresh = { 'x-test-client': '203.0.113.1' };
      const login = () =>
        t1.call('POST', LOGIN, { body: { email: u.email, password: u.password }, headers: fresh });
      expect((await login()).status).toBe(429);
      t1.clock.advance(1000);
      expect((await login()).status).toBe(200);
    },
    BURST_TIMEOUT_MS,
  );

  it('keeps the throttle in the store, so a second app on the same store sees it', async () => {
    const store = await create();
    const t1 = await makeTestApp({ store });
    const u = await t1.signUpAndLogin(23);
    for (let i = 0; i < 10; i++) {
      await t1.call('POST', LOGIN, { body: { email: u.email, password: 'Wrong@1234' } });
    }
    const t2 = await makeTestApp({ store });
    const res = await t2.call('POST', LOGIN, { body: { email: u.email, password: u.password } });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('answers 400 for a login body without a password', async () => {
    const t = await setup();
    const res = await t.call('POST', LOGIN, { body: { email: 'a@b.co' } });
    expect(res.status).toBe(400);
    expect(res.body.errors).toHaveProperty('password');
  });
});
