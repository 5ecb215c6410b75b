import { describe, expect, it, vi } from 'vitest';
import { sha256Hex } from '../src/crypto/digest';
import { buildNodeApp } from '../src/node/server';
import { parseSettings } from '../src/node/settings';
import { apiKeyDigest } from '../src/services/apiKeys';
import { MemoryStore } from '../src/store/memory/memoryStore';
import { submitBody } from './answers';
import { EMBED_REPORTS, ORGS, SESSIONS } from './embedFixtures';
import { makeTestApp } from './harness';

const defaults = { catalogDir: '/catalog', staticDir: '/nowhere', cwd: '/srv/app' };

describe('embedding and the logs', () => {
  it('never writes a key, a client secret or a digest to the request log, errors or console', async () => {
    const t = await makeTestApp({ store: new MemoryStore() });
    const lines: string[] = [];
    const app = buildNodeApp(parseSettings({}, defaults), t.app, (l) => lines.push(l));
    const consoled: unknown[] = [];
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((m) =>
      vi.spyOn(console, m).mockImplementation((...args) => {
        consoled.push(args);
      }),
    );
    const send = async (method: string, path: string, token?: string, body?: unknown) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (token) headers.authorization = `Bearer ${token}`;
      const res = await app.request(`/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { data?: Record<string, string> } };
    };
    try {
      const admin = await t.adminToken();
      const org = await send('POST', ORGS, admin, { name: 'Acme', industryCategory: 'tech' });
      const orgId = org.body.data?._id as string;
      const key = await send('POST', `${ORGS}/${orgId}/api-keys`, admin, { name: 'k' });
      const secret = key.body.data?.secret as string;
      expect(secret).toBeTruthy();
      expect((await send('GET', `${ORGS}/${orgId}/api-keys`, admin)).status).toBe(200);
      const employee = { externalUserId: 'emp-1', email: 'emp1@portal.example', name: 'E' };
      const session = await send('POST', SESSIONS, secret, employee);
      expect(session.status).toBe(201);
      const clientSecret = session.body.data?.clientSecret as string;
      expect((await send('GET', '/v1/user/me', clientSecret)).status).toBe(200);
      const sent = await send(
        'POST',
        '/v1/survey/send-report-to-admin',
        clientSecret,
        submitBody(employee.email),
      );
      expect(sent.status).toBe(201);
      expect((await send('GET', `${EMBED_REPORTS}?page=1&limit=5`, secret)).status).toBe(200);
      // refusals too: an employee's secret on the organisation's reads and on an admin route,
      // a user token as key, a wrong key
      expect((await send('GET', EMBED_REPORTS, clientSecret)).status).toBe(403);
      expect((await send('POST', SESSIONS, clientSecret, employee)).status).toBe(401);
      expect((await send('GET', `${ORGS}/${orgId}/api-keys`, clientSecret)).status).toBe(403);
      expect((await send('POST', SESSIONS, `${secret}X`, employee)).status).toBe(401);
      const keyId = key.body.data?._id as string;
      expect((await send('DELETE', `${ORGS}/${orgId}/api-keys/${keyId}`, admin)).status).toBe(200);
      expect((await send('POST', SESSIONS, secret, employee)).status).toBe(401);

      expect(lines.length).toBe(13);
      const secrets = [
        secret,
        secret.slice(6),
        `${secret}X`,
        await apiKeyDigest(secret),
        await sha256Hex(secret),
        clientSecret,
        ...clientSecret.split('.'),
        admin,
        employee.email,
      ];
      const logged = [...lines, ...t.errors.map(String), ...consoled.map((a) => JSON.stringify(a))];
      for (const line of logged) {
        for (const s of secrets) expect(line).not.toContain(s);
      }
      expect(t.errors).toEqual([]);
    } finally {
      for (const s of spies) s.mockRestore();
    }
  });
});
