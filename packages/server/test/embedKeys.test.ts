import {
  API_KEY_PREFIX,
  API_KEY_PREFIX_LENGTH,
  apiKeyListResponseSchema,
  createdApiKeyResponseSchema,
  revokedApiKeyResponseSchema,
} from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { type CreatedKey, type ListedKey, mintSession, ORGS, orgWithKey } from './embedFixtures';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

describe.each(storeFactories)('organisation API keys ($name store)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    return { t, admin: await t.adminToken() };
  };

  it('creates a key whose secret is shown once, lists keys by prefix without it', async () => {
    const { t, admin } = await setup();
    const { orgId, key } = await orgWithKey(t, admin);
    expect(createdApiKeyResponseSchema.safeParse({ data: key }).success).toBe(true);
    expect(key.name).toBe('Portal backend');
    expect(key.secret).toMatch(new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{32,}$`));
    expect(key.prefix).toBe(key.secret.slice(0, API_KEY_PREFIX_LENGTH));
    t.clock.advance(1000);
    const second = await t.call<{ data: CreatedKey }>('POST', `${ORGS}/${orgId}/api-keys`, {
      token: admin,
    });
    expect(second.status).toBe(201);
    expect(second.body.data.name).toBe('Secret key');
    expect(second.body.data.secret).not.toBe(key.secret);

    const list = await t.call<{ data: ListedKey[] }>('GET', `${ORGS}/${orgId}/api-keys`, {
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(apiKeyListResponseSchema.safeParse(list.body).success).toBe(true);
    expect(list.body.data.map((k) => k._id)).toEqual([second.body.data._id, key._id]);
    expect(list.body.data[1]).toEqual({
      _id: key._id,
      name: 'Portal backend',
      prefix: key.prefix,
      createdAt: key.createdAt,
      lastUsedAt: null,
      revokedAt: null,
    });
    const text = JSON.stringify(list.body);
    expect(text).not.toContain(key.secret);
    expect(text).not.toContain(second.body.data.secret);
    for (const k of list.body.data) {
      expect(Object.keys(k).sort()).toEqual(
        ['_id', 'createdAt', 'lastUsedAt', 'name', 'prefix', 'revokedAt'].sort(),
      );
    }
  });

  it('records when a key was last used', async () => {
    const { t, admin } = await setup();
    const { orgId, secret } = await orgWithKey(t, admin);
    t.clock.advance(5000);
    expect((await mintSession(t, secret, 'e1')).status).toBe(201);
    const list = await t.call<{ data: ListedKey[] }>('GET', `${ORGS}/${orgId}/api-keys`, {
      token: admin,
    });
    expect(list.body.data[0]?.lastUsedAt).toBe(t.clock.now().toISOString());
  });

  it('revokes a key at once; a second revocation keeps the first time', async () => {
    const { t, admin } = await setup();
    const { orgId, key, secret } = await orgWithKey(t, admin);
    expect((await mintSession(t, secret, 'e1')).status).toBe(201);
    const revoked = await t.call<{ data: { _id: string; revokedAt: string } }>(
      'DELETE',
      `${ORGS}/${orgId}/api-keys/${key._id}`,
      { token: admin },
    );
    expect(revoked.status).toBe(200);
    expect(revokedApiKeyResponseSchema.safeParse(revoked.body).success).toBe(true);
    expect(revoked.body.data).toEqual({ _id: key._id, revokedAt: t.clock.now().toISOString() });
    const refused = await mintSession(t, secret, 'e1');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('This API key has been revoked');

    t.clock.advance(60_000);
    const again = await t.call<{ data: { revokedAt: string } }>(
      'DELETE',
      `${ORGS}/${orgId}/api-keys/${key._id}`,
      { token: admin },
    );
    expect(again.status).toBe(200);
    expect(again.body.data.revokedAt).toBe(revoked.body.data.revokedAt);
    const list = await t.call<{ data: ListedKey[] }>('GET', `${ORGS}/${orgId}/api-keys`, {
      token: admin,
    });
    expect(list.body.data[0]?.revokedAt).toBe(revoked.body.data.revokedAt);
  });

  it('answers 404 for an unknown organisation, an unknown key and a key of another one', async () => {
    const { t, admin } = await setup();
    const a = await orgWithKey(t, admin, 'A');
    const b = await orgWithKey(t, admin, 'B');
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, path] of [
      ['POST', `${ORGS}/${missing}/api-keys`],
      ['GET', `${ORGS}/${missing}/api-keys`],
      ['DELETE', `${ORGS}/${missing}/api-keys/${a.key._id}`],
      ['DELETE', `${ORGS}/${a.orgId}/api-keys/${missing}`],
      ['DELETE', `${ORGS}/${a.orgId}/api-keys/${b.key._id}`],
    ] as const) {
      const res = await t.call(method, path, { token: admin });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(typeof res.body.message).toBe('string');
    }
    // b's key still works: the refused revocation changed nothing
    expect((await mintSession(t, b.secret, 'e1')).status).toBe(201);
  });

  it('answers 400 for a key name that is too long', async () => {
    const { t, admin } = await setup();
    const { orgId } = await orgWithKey(t, admin);
    const res = await t.call('POST', `${ORGS}/${orgId}/api-keys`, {
      token: admin,
      body: { name: 'x'.repeat(101) },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual({ name: 'Key name is too long' });
  });

  it("deletes an organisation's keys with it: its key then answers 401", async () => {
    const { t, admin } = await setup();
    const { orgId, secret } = await orgWithKey(t, admin);
    const employee = await mintSession(t, secret, 'e1');
    expect((await t.call('DELETE', `${ORGS}/${orgId}`, { token: admin })).status).toBe(200);
    const res = await mintSession(t, secret, 'e1');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Invalid API key');
    // and the employee's session ended with it
    const me = await t.call('GET', '/v1/user/me', { token: employee.body.data.clientSecret });
    expect(me.status).toBe(401);
  });

  it('refuses a key of an inactive organisation, and takes it back when reactivated', async () => {
    const { t, admin } = await setup();
    const { orgId, secret } = await orgWithKey(t, admin);
    await t.call('PUT', `${ORGS}/${orgId}/toggle-status`, { token: admin });
    const res = await mintSession(t, secret, 'e1');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("This API key's organisation is inactive");
    expect((await t.call('GET', '/v1/embed/reports', { token: secret })).status).toBe(401);
    await t.call('PUT', `${ORGS}/${orgId}/toggle-status`, { token: admin });
    expect((await mintSession(t, secret, 'e1')).status).toBe(201);
  });

  it('lets only administrators manage keys', async () => {
    const { t, admin } = await setup();
    const { orgId, key, secret } = await orgWithKey(t, admin);
    const user = await t.signUpAndLogin(1);
    const employee = (await mintSession(t, secret, 'e1')).body.data.clientSecret;
    for (const [method, path] of [
      ['POST', `${ORGS}/${orgId}/api-keys`],
      ['GET', `${ORGS}/${orgId}/api-keys`],
      ['DELETE', `${ORGS}/${orgId}/api-keys/${key._id}`],
    ] as const) {
      expect((await t.call(method, path)).status, `${method} ${path}`).toBe(401);
      expect((await t.call(method, path, { token: user.token })).status).toBe(403);
      expect((await t.call(method, path, { token: employee })).status).toBe(403);
      // the key itself is no user token
      expect((await t.call(method, path, { token: secret })).status).toBe(401);
    }
    expect((await mintSession(t, secret, 'e2')).status).toBe(201);
  });
});
