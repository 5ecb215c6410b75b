import { afterEach, describe, expect, it, vi } from 'vitest';
import { lastCodeSentTo, lastResetTokenSentTo } from '../src/mail/memory';
import { createRequestLog, routeOf } from '../src/node/requestLog';
import { buildNodeApp } from '../src/node/server';
import { parseSettings } from '../src/node/settings';
import { MemoryStore } from '../src/store/memory/memoryStore';
import type { Store } from '../src/store/types';
import { mintSession, orgWithKey } from './embedFixtures';
import { ADMIN, type CallOptions, makeTestApp, signUpData } from './harness';

const defaults = { catalogDir: '/catalog', staticDir: '/nowhere', cwd: '/srv/app' };

type Line = { reqId: string; method: string; route: string; status: number; ms: number };

/** The test app behind the Node app's middleware, with every log line captured. */
const loggedApp = async () => {
  const t = await makeTestApp({ store: new MemoryStore() });
  const lines: string[] = [];
  const app = buildNodeApp(parseSettings({}, defaults), t.app, (l) => lines.push(l));
  // t.call, but through the Node app (headers, log) rather than the bare API
  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ) => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await app.request(`/api${path}`, {
      method,
      headers,
      body: options.body === undefined ? options.raw : JSON.stringify(options.body),
    });
    return { status: res.status, body: (await res.json()) as T, headers: res.headers };
  };
  return { t: { ...t, call }, app, lines };
};

describe('routeOf', () => {
  it('logs the contract template, never the path a client sent', () => {
    expect(routeOf('GET', '/api/v1/user/fetchUserReports/a%40b.co')).toBe(
      '/api/v1/user/fetchUserReports/:email',
    );
    expect(routeOf('GET', '/api/v1/admin/organizations')).toBe('/api/v1/admin/organizations');
    expect(routeOf('GET', '/api/v1/admin/x1/getJobFamilyProcess')).toBe(
      '/api/v1/admin/:id/getJobFamilyProcess',
    );
    expect(routeOf('DELETE', '/api/v1/survey/delete-draft/eyJhbGciOi.secret')).toBe(
      '/api/v1/survey/delete-draft/:id',
    );
    expect(routeOf('GET', '/api/v1/nothing/here/token-123')).toBe('/api/*');
    expect(routeOf('GET', '/assets/index-abc.js')).toBe('/assets/*');
    expect(routeOf('GET', '/reports/secret')).toBe('/*');
  });
});

describe('the request log', () => {
  it('writes one JSON line per request with request id, route, status and duration', async () => {
    const { app, lines } = await loggedApp();
    const res = await app.request('/api/health', { headers: { 'x-request-id': 'edge-42' } });
    expect(res.headers.get('x-request-id')).toBe('edge-42');
    await app.request('/api/health');
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((l) => JSON.parse(l) as Line);
    expect(first).toMatchObject({ reqId: 'edge-42', method: 'GET', route: '/api/health' });
    expect(first?.status).toBe(200);
    expect(typeof first?.ms).toBe('number');
    // without a usable id from the client, the server makes one
    expect(second?.reqId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('cannot be forged: line breaks in a path or a request id stay inside one JSON line', async () => {
    const { app, lines } = await loggedApp();
    const forged = '{"level":30,"route":"/api/v1/admin/reports","status":200,"forged":true}';
    const attacks = [
      `/api/v1/survey/delete-draft/x%0d%0a${encodeURIComponent(forged)}`,
      `/api/v1/nowhere%0A${encodeURIComponent(forged)}`,
      `/index%E2%80%A8${encodeURIComponent(forged)}`,
    ];
    for (const path of attacks) await app.request(path, { method: 'GET' });
    // a request id that would close the JSON string if written raw is replaced, not echoed
    const evil = await app.request('/api/health', {
      headers: { 'x-request-id': `a", ${forged.slice(1)}` },
    });
    expect(evil.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(lines).toHaveLength(attacks.length + 1);
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n\u2028\u2029]/);
      const parsed = JSON.parse(line) as Record<string, unknown>;
      expect(parsed.forged).toBeUndefined();
      expect(line).not.toContain('forged');
    }
  });

  it('holds no password, code, reset token, JWT, organisation key or client secret through the whole account journey', async () => {
    const { t, lines } = await loggedApp();
    const data = signUpData(1, { email: 'Person.Name@Example.com' });
    const email = data.email.toLowerCase();

    // sign-up with the e-mailed code
    expect((await t.call('POST', '/v1/survey/initiate-registration', { body: data })).status).toBe(
      200,
    );
    const otp = lastCodeSentTo(t.mailer, data.email) as string;
    expect(otp).toBeTruthy();
    const verified = await t.call('POST', '/v1/survey/verify-otp', { body: { ...data, otp } });
    expect(verified.status).toBe(201);

    // sign-in, a report list by e-mail in both spellings, sign-out
    const login = await t.call<{ data: { token: string } }>('POST', '/v1/survey/login', {
      body: { email: data.email, password: data.password },
    });
    const jwt = login.body.data.token;
    for (const form of [email, encodeURIComponent(email)]) {
      const path = `/v1/user/fetchUserReports/${form}?page=1&limit=10`;
      expect((await t.call('GET', path, { token: jwt })).status).toBe(200);
    }
    expect((await t.call('POST', '/v1/survey/logout', { token: jwt })).status).toBe(200);

    // a reset request and the reset with the e-mailed token
    expect(
      (await t.call('POST', '/v1/survey/forgot-password', { body: { email: data.email } })).status,
    ).toBe(200);
    await t.settle();
    const resetToken = lastResetTokenSentTo(t.mailer, email) as string;
    expect(resetToken).toBeTruthy();
    const newPassword = 'N3w-Secret!pass';
    const reset = await t.call('POST', '/v1/survey/reset-password', {
      body: { token: resetToken, password: newPassword },
    });
    expect(reset.status).toBe(200);
    const again = await t.call<{ data: { token: string } }>('POST', '/v1/survey/login', {
      body: { email, password: newPassword },
    });
    expect(again.status).toBe(200);

    // an organisation key, an embed session, and a failed sign-in with a wrong password
    await t.adminToken(); // creates the administrator; the sign-in below goes through the log
    const admin = await t.call<{ data: { token: string } }>('POST', '/v1/survey/login', {
      body: ADMIN,
    });
    const adminJwt = admin.body.data.token;
    const { secret } = await orgWithKey(t, adminJwt);
    const session = await mintSession(t, secret, 'employee-7');
    expect(session.status).toBe(201);
    const clientSecret = session.body.data.clientSecret;
    const wrong = 'Wr0ng!guess-pass';
    expect(
      (await t.call('POST', '/v1/survey/login', { body: { email, password: wrong } })).status,
    ).toBe(401);

    expect(lines.length).toBeGreaterThanOrEqual(14);
    const secrets = {
      email,
      rawEmail: data.email,
      encodedEmail: encodeURIComponent(email),
      mobile: data.mobile,
      password: data.password,
      newPassword,
      wrong,
      adminPassword: ADMIN.password,
      otp,
      resetToken,
      jwt,
      jwtSignature: jwt.split('.')[2] as string,
      newJwt: again.body.data.token,
      adminJwt,
      secret,
      clientSecret,
    };
    const log = lines.join('\n');
    for (const [name, value] of Object.entries(secrets)) {
      expect(log.includes(value), `${name} appears in the log`).toBe(false);
    }
    for (const line of lines) {
      const parsed = JSON.parse(line) as Line;
      expect(Object.keys(parsed).sort()).toEqual(
        ['level', 'method', 'ms', 'msg', 'reqId', 'route', 'status', 'time'].sort(),
      );
    }
  });
});

/** A memory store whose `methods` throw a TypeError quoting their arguments (request values). */
const failingStore = (methods: string[]): Store =>
  new Proxy(new MemoryStore(), {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (!methods.includes(String(prop))) return value;
      return async (...args: unknown[]) => {
        throw new TypeError(`cannot store ${JSON.stringify(args)}`);
      };
    },
  });

describe('an unexpected error', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("goes on its request's line with its name and stack, never its message or a request value; the answer is a plain 500", async () => {
    const stderr = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lines: string[] = [];
    const log = createRequestLog((l) => lines.push(l));
    const store = failingStore(['createCappedDraft', 'createPasswordResetToken']);
    const t = await makeTestApp({ store, config: { onError: log.report } });
    const app = buildNodeApp(parseSettings({}, defaults), t.app, log);
    const u = await t.signUpAndLogin(1);

    const body = JSON.stringify({ draftData: { details: { role: 'Secret Role Text' } } });
    // sent with a Content-Length, and without one (streamed: the API re-makes the request)
    for (const length of [{ 'content-length': String(body.length) }, {}] as Record<
      string,
      string
    >[]) {
      const res = await app.request('/api/v1/survey/save-draft', {
        method: 'POST',
        headers: {
          authorization: `Bearer ${u.token}`,
          'content-type': 'application/json',
          'x-request-id': 'req-500',
          ...length,
        },
        body,
      });
      expect(res.status).toBe(500);
      const answer = await res.text();
      expect(JSON.parse(answer)).toEqual({ message: 'Internal server error' });
      expect(answer).not.toMatch(/TypeError|at |cannot store/);
    }

    // work after an answer (the reset link) fails on a line of its own
    const forgot = await app.request('/api/v1/survey/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: u.email }),
    });
    expect(forgot.status).toBe(200);
    await t.settle();

    expect(lines).toHaveLength(4);
    const [failed, streamed, , later] = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(streamed).toMatchObject({ reqId: 'req-500', status: 500, err: { name: 'TypeError' } });
    expect(failed).toMatchObject({
      reqId: 'req-500',
      method: 'POST',
      route: '/api/v1/survey/save-draft',
      status: 500,
      level: 50,
      msg: 'request failed',
      err: { name: 'TypeError' },
    });
    expect(Object.keys(failed ?? {}).sort()).toEqual(
      ['err', 'level', 'method', 'ms', 'msg', 'reqId', 'route', 'status', 'time'].sort(),
    );
    const stack = (failed?.err as { stack: string } | undefined)?.stack ?? '';
    expect(stack.split('\n').length).toBeGreaterThan(1);
    for (const frame of stack.split('\n')) expect(frame).toMatch(/^at /);
    expect(later).toMatchObject({ level: 50, msg: 'work after an answer failed' });
    expect(later?.err).toMatchObject({ name: 'TypeError' });
    for (const line of lines) {
      expect(line).not.toMatch(/[\r\n\u2028\u2029]/);
      for (const value of [u.email, u.id, 'Secret Role Text', 'cannot store', u.token]) {
        expect(line).not.toContain(value);
      }
    }
    // nothing reported elsewhere: no stack on stderr
    expect(stderr).not.toHaveBeenCalled();
    expect(t.errors).toEqual([]);
  });
});
