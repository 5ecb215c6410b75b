import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/store/memory/memoryStore';
import { makeTestApp, signUpData } from './harness';
import { storeFactories } from './stores';

describe.each(storeFactories)('HTTP conventions ($name store)', ({ create }) => {
  const setup = async () => makeTestApp({ store: await create() });

  it('GET /api/health answers ok', async () => {
    const t = await setup();
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('answers 404 JSON for an unknown path or method', async () => {
    const t = await setup();
    for (const [method, path] of [
      ['GET', '/v1/nothing'],
      ['GET', '/v1/survey/login'],
      ['PATCH', '/v1/survey/update-draft'],
    ] as const) {
      const res = await t.call(method, path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: 'Not found' });
      expect(res.headers.get('content-type')).toContain('application/json');
    }
  });

  it('answers 400 for malformed JSON', async () => {
    const t = await setup();
    const res = await t.call('POST', '/v1/survey/login', {
      raw: '{"email": "a@b.co",',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(typeof res.body.message).toBe('string');
  });

  it('answers 413 for a body over 1 MiB, and for a draft over 512 KiB', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(1);
    const big = await t.call('POST', '/v1/survey/login', {
      body: { email: 'a@b.co', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(big.status).toBe(413);
    expect(big.body.message).toBe('Request body is too large (limit 1 MiB)');
    expect(big.headers.get('connection')).toBe('close');
    const draft = await t.call('POST', '/v1/survey/save-draft', {
      token: u.token,
      body: { draftData: { details: { description: 'x'.repeat(512 * 1024) } } },
    });
    expect(draft.status).toBe(413);
    expect(draft.body.message).toBe('A draft body is at most 512 KiB. Save less text in it.');
  });

  it('ignores unknown fields', async () => {
    const t = await setup();
    const data = signUpData(2);
    const res = await t.call('POST', '/v1/survey/initiate-registration', {
      body: { ...data, termsAccepted: true, isAdmin: true, role: 'admin' },
    });
    expect(res.status).toBe(200);
    const user = await t.register({ ...data, email: 'u3@example.com', mobile: '9000000003' });
    expect(user).toMatchObject({ email: 'u3@example.com' });
    const token = await t.login('u3@example.com', data.password);
    const login = await t.call<{ data: { role: string } }>('POST', '/v1/survey/login', {
      body: { email: 'u3@example.com', password: data.password, role: 'admin' },
    });
    expect(login.body.data.role).toBe('user');
    expect(token).toBeTruthy();
  });

  it('answers 400 naming the field for a wrong type', async () => {
    const t = await setup();
    const res = await t.call('POST', '/v1/survey/login', { body: { email: 42, password: ['x'] } });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.errors as object).sort()).toEqual(['email', 'password']);
  });

  it('answers 400 for JSON nested too deeply, at any depth', async () => {
    const t = await setup();
    const u = await t.signUpAndLogin(3);
    // a career body passes unknown parts through untyped: the depth check is what stops them
    const nested = (depth: number) =>
      `{"draftData":{"reportType":"career","report":{"notes":${'['.repeat(depth)}${']'.repeat(depth)}}}}`;
    const json = { 'content-type': 'application/json' };
    expect(
      (
        await t.call('POST', '/v1/survey/save-draft', {
          token: u.token,
          raw: nested(50),
          headers: json,
        })
      ).status,
    ).toBe(201);
    // 200,000 deep is 400 KB: under the draft's 512 KiB
    for (const depth of [100, 10_000, 200_000]) {
      const res = await t.call('POST', '/v1/survey/save-draft', {
        token: u.token,
        raw: nested(depth),
        headers: json,
      });
      expect(res.status, String(depth)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it('answers 400 for a JSON body that is not an object', async () => {
    const t = await setup();
    for (const raw of ['[]', '42', '"text"', 'null']) {
      const res = await t.call('POST', '/v1/survey/login', {
        raw,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, raw).toBe(400);
    }
  });
});

describe('faults', () => {
  it('answers 500 with a generic message and no stack trace for a real fault', async () => {
    const store = new MemoryStore();
    store.findUserByEmail = async () => {
      throw new Error('disk on fire at /secret/path');
    };
    const t = await makeTestApp({ store });
    const res = await t.call('POST', '/v1/survey/login', {
      body: { email: 'a@b.co', password: 'x' },
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: 'Internal server error' });
    expect(t.errors).toHaveLength(1);
  });

  it('answers 503 on /health when the store does not answer', async () => {
    const store = new MemoryStore();
    await store.close();
    const t = await makeTestApp({ store });
    const res = await t.call('GET', '/health');
    expect(res.status).toBe(503);
    expect(typeof res.body.message).toBe('string');
  });
});
