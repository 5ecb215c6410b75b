import {
  currentUserResponseSchema,
  EMBED_SESSION_TTL_SECONDS,
  embedSessionResponseSchema,
} from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { submitBody } from './answers';
import { mintSession, ORGS, orgWithKey, SESSIONS } from './embedFixtures';
import { makeTestApp } from './harness';
import { countingHasher } from './spies';
import { storeFactories } from './stores';

type Me = { data: { _id: string; email: string; name: string; role: string } };

describe.each(storeFactories)('embed sessions ($name store)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    const admin = await t.adminToken();
    return { t, admin, ...(await orgWithKey(t, admin)) };
  };

  it('mints a client secret of at most 15 minutes for an auto-provisioned employee', async () => {
    const { t, secret } = await setup();
    const res = await mintSession(t, secret, 'emp-42', 'Ana.Lima@Portal.example', 'Ana Lima');
    expect(res.status).toBe(201);
    expect(embedSessionResponseSchema.safeParse(res.body).success).toBe(true);
    const expires = Date.parse(res.body.data.expiresAt);
    const now = t.clock.now().getTime();
    expect(expires).toBeGreaterThan(now);
    expect(expires).toBeLessThanOrEqual(now + EMBED_SESSION_TTL_SECONDS * 1000);

    const me = await t.call<Me>('GET', '/v1/user/me', { token: res.body.data.clientSecret });
    expect(me.status).toBe(200);
    expect(currentUserResponseSchema.safeParse(me.body).success).toBe(true);
    expect(me.body.data).toMatchObject({
      email: 'ana.lima@portal.example',
      name: 'Ana Lima',
      role: 'user',
      session: { role: 'employee', features: ['submit', 'print', 'history', 'insights'] },
    });
    expect(JSON.stringify(me.body)).not.toMatch(/hash|password|tokenVersion|externalUserId/i);

    // the secret stops at its expiry
    t.clock.advance(EMBED_SESSION_TTL_SECONDS * 1000);
    const late = await t.call('GET', '/v1/user/me', { token: res.body.data.clientSecret });
    expect(late.status).toBe(401);
  });

  it('maps the same externalUserId to the same user, and follows its new e-mail and name', async () => {
    const { t, secret } = await setup();
    const first = await mintSession(t, secret, 'emp-1', 'one@portal.example', 'One');
    const again = await mintSession(t, secret, 'emp-1', 'one@portal.example');
    const moved = await mintSession(t, secret, 'emp-1', 'new.one@portal.example', 'One Renamed');
    const ids: string[] = [];
    for (const s of [first, again, moved]) {
      expect(s.status).toBe(201);
      const me = await t.call<Me>('GET', '/v1/user/me', { token: s.body.data.clientSecret });
      ids.push(me.body.data._id);
    }
    expect(new Set(ids).size).toBe(1);
    const me = await t.call<Me>('GET', '/v1/user/me', { token: moved.body.data.clientSecret });
    expect(me.body.data).toMatchObject({ email: 'new.one@portal.example', name: 'One Renamed' });
    const other = await mintSession(t, secret, 'emp-2');
    const otherMe = await t.call<Me>('GET', '/v1/user/me', {
      token: other.body.data.clientSecret,
    });
    expect(otherMe.body.data._id).not.toBe(ids[0]);
  });

  it('gives parallel first sessions of one employee one user', async () => {
    const { t, secret } = await setup();
    const all = await Promise.all(
      Array.from({ length: 6 }, () => mintSession(t, secret, 'emp-race', 'race@portal.example')),
    );
    expect(all.map((s) => s.status)).toEqual(Array(6).fill(201));
    const ids = await Promise.all(
      all.map(
        async (s) =>
          (await t.call<Me>('GET', '/v1/user/me', { token: s.body.data.clientSecret })).body.data
            ._id,
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(t.errors).toEqual([]);
  });

  it('gives the same externalUserId of another organisation another user', async () => {
    const { t, admin, secret } = await setup();
    const b = await orgWithKey(t, admin, 'Beta');
    const a1 = await mintSession(t, secret, 'emp-1', 'a@portal.example');
    const b1 = await mintSession(t, b.secret, 'emp-1', 'b@portal.example');
    const idOf = async (s: typeof a1) =>
      (await t.call<Me>('GET', '/v1/user/me', { token: s.body.data.clientSecret })).body.data._id;
    expect(await idOf(a1)).not.toBe(await idOf(b1));
  });

  it('answers 409 when the e-mail belongs to another account', async () => {
    const { t, admin, secret } = await setup();
    const user = await t.signUpAndLogin(1);
    const b = await orgWithKey(t, admin, 'Beta');
    expect((await mintSession(t, b.secret, 'b-1', 'taken@portal.example')).status).toBe(201);
    expect((await mintSession(t, secret, 'emp-1', 'mine@portal.example')).status).toBe(201);
    for (const [ext, email] of [
      ['emp-2', user.email], // a password account
      ['emp-2', 'taken@portal.example'], // another organisation's employee
      ['emp-2', 'mine@portal.example'], // another employee of this organisation
      ['emp-1', 'taken@portal.example'], // an existing employee moving onto a taken e-mail
      ['emp-3', 'admin@rolescope.test'], // the administrator
    ] as const) {
      const res = await mintSession(t, secret, ext, email);
      expect(res.status, `${ext} ${email}`).toBe(409);
      expect(res.body).toMatchObject({ message: 'This e-mail address belongs to another account' });
    }
    // the password account is untouched and still signs in
    expect(await t.login(user.email, user.password)).toBeTruthy();
  });

  it('answers 400 with field errors for a bad body', async () => {
    const { t, secret } = await setup();
    for (const body of [
      {},
      { externalUserId: '  ', email: 'a@portal.example' },
      { externalUserId: 'e1', email: 'not-an-email' },
      { externalUserId: 'e1' },
      { externalUserId: 7, email: 'a@portal.example' },
    ]) {
      const res = await t.call('POST', SESSIONS, { token: secret, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe('Validation failed');
      expect(Object.keys(res.body.errors as object).length).toBeGreaterThan(0);
    }
    const malformed = await t.call('POST', SESSIONS, { token: secret, raw: '{nope' });
    expect(malformed.status).toBe(400);
  });

  it('answers 401 with a message for a missing, malformed, unknown or user key', async () => {
    const { t, secret } = await setup();
    const user = await t.signUpAndLogin(1);
    const body = { externalUserId: 'e1', email: 'e1@portal.example' };
    const cases: [Record<string, string>, string][] = [
      [{}, "An organisation's secret API key is required (Authorization: Bearer rs_sk_...)"],
      [{ authorization: 'Basic abc' }, 'Malformed API key'],
      [{ authorization: `Bearer ${secret.slice(0, 20)}` }, 'Malformed API key'],
      [{ authorization: `Bearer sk_${secret.slice(6)}` }, 'Malformed API key'],
      [{ authorization: `Bearer ${secret}x` }, 'Invalid API key'],
      [{ authorization: `Bearer rs_sk_${'A'.repeat(43)}` }, 'Invalid API key'],
      [
        { authorization: `Bearer ${user.token}` },
        "A user's token cannot call this endpoint: use the organisation's secret API key",
      ],
    ];
    for (const [headers, message] of cases) {
      for (const [method, path, b] of [
        ['POST', SESSIONS, body],
        ['GET', '/v1/embed/reports', undefined],
      ] as const) {
        const res = await t.call(method, path, { headers, body: b });
        // the organisation's reads take a manager's or hr's session: a user token is a 403
        const userOnRead = path !== SESSIONS && headers.authorization === `Bearer ${user.token}`;
        expect(res.status, `${path} ${JSON.stringify(headers).slice(0, 40)}`).toBe(
          userOnRead ? 403 : 401,
        );
        expect(res.body).toEqual({
          message: userOnRead ? "This session cannot read the organisation's reports" : message,
        });
      }
    }
    // the scheme's name is case-insensitive, as for user tokens
    const lower = await t.call('POST', SESSIONS, {
      headers: { authorization: `bearer ${secret}` },
      body,
    });
    expect(lower.status).toBe(201);
  });

  it('makes the employee an ordinary user: reports work, admin and key routes answer 403', async () => {
    const { t, orgId, key, secret } = await setup();
    const s = await mintSession(t, secret, 'emp-7', 'seven@portal.example', 'Seven');
    const token = s.body.data.clientSecret;
    const saved = await t.call<{ data: { draftId: string } }>('POST', '/v1/survey/save-draft', {
      token,
      body: { draftData: {} },
    });
    expect(saved.status).toBe(201);
    const sent = await t.call('POST', '/v1/survey/send-report-to-admin', {
      token,
      body: submitBody('seven@portal.example', saved.body.data.draftId),
    });
    expect(sent.status).toBe(201);
    const mine = await t.call<{ data: { status: string }[] }>(
      'GET',
      '/v1/user/fetchUserReports/seven%40portal.example',
      { token },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.data.map((r) => r.status)).toEqual(['completed']);
    expect((await t.call('GET', '/v1/admin/getIndustryCategories', { token })).status).toBe(200);

    for (const [method, path] of [
      ['GET', ORGS],
      ['GET', '/v1/admin/reports'],
      ['POST', `${ORGS}/${orgId}/api-keys`],
      ['GET', `${ORGS}/${orgId}/api-keys`],
      ['DELETE', `${ORGS}/${orgId}/api-keys/${key._id}`],
    ] as const) {
      expect((await t.call(method, path, { token })).status, `${method} ${path}`).toBe(403);
    }
    // nor can an employee's client secret read the organisation's reports
    const asKey = await t.call('GET', '/v1/embed/reports', { token });
    expect(asKey.status).toBe(403);
    expect((await t.call('POST', SESSIONS, { token, body: {} })).status).toBe(401);
  });

  it('never lets an embedded employee sign in or reset a password', async () => {
    const { hasher, counter } = countingHasher();
    const t = await makeTestApp({ store: await create(), hasher });
    const { secret } = await orgWithKey(t, await t.adminToken());
    expect((await mintSession(t, secret, 'emp-9', 'nine@portal.example')).status).toBe(201);
    for (const password of ['', 'Passw0rd!', 'x']) {
      const before = counter.verify;
      const res = await t.call('POST', '/v1/survey/login', {
        body: { email: 'nine@portal.example', password },
      });
      expect([400, 401]).toContain(res.status);
      if (password) {
        expect(res.body).toEqual({ message: 'Invalid email or password' });
        // the same work as an unknown e-mail: one hash verified (the dummy one)
        expect(counter.verify - before).toBe(1);
      }
    }
    const reset = await t.call('POST', '/v1/survey/forgot-password', {
      body: { email: 'nine@portal.example' },
    });
    expect(reset.status).toBe(200);
    expect(await t.resetTokenFor('nine@portal.example')).toBeUndefined();
  });

  it('ends a session when its key is revoked, before it expires', async () => {
    const { t, admin, orgId, key, secret } = await setup();
    const s = await mintSession(t, secret, 'emp-1');
    expect((await t.call('GET', '/v1/user/me', { token: s.body.data.clientSecret })).status).toBe(
      200,
    );
    await t.call('DELETE', `${ORGS}/${orgId}/api-keys/${key._id}`, { token: admin });
    expect((await t.call('GET', '/v1/user/me', { token: s.body.data.clientSecret })).status).toBe(
      401,
    );
  });
});
