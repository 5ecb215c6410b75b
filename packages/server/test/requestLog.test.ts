import { describe, expect, it } from 'vitest';
import { lastCodeSentTo, lastResetTokenSentTo } from '../src/mail/memory';
import { routeOf } from '../src/node/requestLog';
import { buildNodeApp } from '../src/node/server';
import { parseSettings } from '../src/node/settings';
import { MemoryStore } from '../src/store/memory/memoryStore';
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
