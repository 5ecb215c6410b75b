import { describe, expect, it } from 'vitest';
import { lastCodeSentTo } from '../src/mail/memory';
import { redactPath } from '../src/node/requestLog';
import { buildNodeApp } from '../src/node/server';
import { parseSettings } from '../src/node/settings';
import { MemoryStore } from '../src/store/memory/memoryStore';
import { makeTestApp, signUpData } from './harness';

const defaults = { catalogDir: '/catalog', staticDir: '/nowhere', cwd: '/srv/app' };

describe('redactPath', () => {
  it('writes e-mail segments as :email, raw or percent-encoded, and keeps the rest', () => {
    for (const email of ['a@b.co', 'a%40b.co', 'A%40B.CO', 'a%2540b.co']) {
      expect(redactPath(`/api/v1/user/fetchUserReports/${email}`)).toBe(
        '/api/v1/user/fetchUserReports/:email',
      );
    }
    expect(redactPath('/api/v1/survey/delete-draft/0b3c-42')).toBe(
      '/api/v1/survey/delete-draft/0b3c-42',
    );
    expect(redactPath('/')).toBe('/');
  });
});

describe('the request log', () => {
  it('holds no e-mail, password, code or token through sign-up, reports and logout', async () => {
    const t = await makeTestApp({ store: new MemoryStore() });
    const lines: string[] = [];
    const app = buildNodeApp(parseSettings({}, defaults), t.app, (l) => lines.push(l));
    const send = async (method: string, path: string, body?: unknown, token?: string) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await app.request(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data?: { token?: string } } };
    };

    const data = signUpData(1, { email: 'Person.Name@Example.com' });
    expect((await send('POST', '/v1/survey/initiate-registration', data)).status).toBe(200);
    const otp = lastCodeSentTo(t.mailer, data.email) as string;
    expect((await send('POST', '/v1/survey/verify-otp', { ...data, otp })).status).toBe(201);
    const login = await send('POST', '/v1/survey/login', {
      email: data.email,
      password: data.password,
    });
    const token = login.body.data?.token as string;
    expect(token).toBeTruthy();
    const email = data.email.toLowerCase();
    for (const form of [email, encodeURIComponent(email)]) {
      const path = `/v1/user/fetchUserReports/${form}?page=1&limit=10`;
      expect((await send('GET', path, undefined, token)).status).toBe(200);
    }
    expect((await send('POST', '/v1/survey/logout', undefined, token)).status).toBe(200);

    expect(lines).toHaveLength(6);
    expect(lines[3]).toMatch(/^GET \/api\/v1\/user\/fetchUserReports\/:email 200 \d+\.\dms$/);
    const secrets = [
      email,
      data.email,
      encodeURIComponent(email),
      email.split('@')[0] as string,
      data.password,
      data.mobile,
      otp,
      token,
      ...token.split('.'),
    ];
    for (const line of lines) {
      for (const secret of secrets) expect(line).not.toContain(secret);
      expect(line).not.toContain('@');
      expect(line).not.toContain('?');
    }
  });
});
