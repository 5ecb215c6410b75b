import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadOrCreateSecret } from '../src/node/secret';
import { buildNodeApp } from '../src/node/server';
import { parseSettings, SettingsError } from '../src/node/settings';
import { MemoryStore } from '../src/store/memory/memoryStore';
import { makeTestApp } from './harness';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'rolescope-node-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const defaults = { catalogDir: '/catalog', staticDir: '/nowhere', cwd: '/srv/app' };

const failure = (env: Record<string, string>) => {
  try {
    parseSettings(env, defaults);
  } catch (e) {
    if (e instanceof SettingsError) return e.message;
    throw e;
  }
  throw new Error('no error');
};

describe('settings from the environment', () => {
  it('has the documented defaults', () => {
    const s = parseSettings({}, defaults);
    expect(s).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      mailTransport: 'console',
      mailFrom: 'Rolescope <no-reply@localhost>',
      trustProxy: 0,
      seedDemo: true,
      frameAncestors: "'self'",
      staticDir: '/nowhere',
      catalogDir: '/catalog',
      dataDir: '/srv/app/.rolescope-data',
      database: { kind: 'pglite', dir: '/srv/app/.rolescope-data/pglite' },
      admin: undefined,
      jwtSecret: undefined,
    });
    expect(parseSettings({ PORT: '8080' }, defaults).appUrl).toBe('http://localhost:8080');
  });

  it('seeds the demo by default on the embedded database only', () => {
    expect(parseSettings({ DATABASE_URL: 'postgres://h/db' }, defaults).seedDemo).toBe(false);
    expect(
      parseSettings({ DATABASE_URL: 'postgres://h/db', SEED_DEMO: '1' }, defaults).seedDemo,
    ).toBe(true);
    expect(parseSettings({ SEED_DEMO: '0' }, defaults).seedDemo).toBe(false);
  });

  it('seeds the demo organisation with the demo account unless SEED_DEMO_ORGANIZATION says', () => {
    const organization = (env: Record<string, string>) =>
      parseSettings(env, defaults).seedDemoOrganization;
    expect(organization({})).toBe(true);
    expect(organization({ SEED_DEMO: '0' })).toBe(false);
    expect(organization({ SEED_DEMO_ORGANIZATION: '0' })).toBe(false);
    expect(organization({ DATABASE_URL: 'postgres://h/db', SEED_DEMO_ORGANIZATION: '1' })).toBe(
      true,
    );
    expect(failure({ SEED_DEMO_ORGANIZATION: 'maybe' })).toMatch(/^SEED_DEMO_ORGANIZATION: /);
  });

  it('stops on a bad value with one message naming the variable', () => {
    expect(failure({ PORT: '70000' })).toMatch(/^PORT: /);
    expect(failure({ PORT: 'http' })).toMatch(/^PORT: /);
    expect(failure({ JWT_SECRET: 'short' })).toMatch(/^JWT_SECRET: at least 32|^JWT_SECRET: must/);
    expect(failure({ APP_URL: 'ftp://x' })).toMatch(/^APP_URL: /);
    expect(failure({ MAIL_TRANSPORT: 'pigeon' })).toMatch(/^MAIL_TRANSPORT: /);
    expect(failure({ DATABASE_URL: 'mysql://x/y' })).toMatch(/^DATABASE_URL: /);
    expect(failure({ SEED_DEMO: 'maybe' })).toMatch(/^SEED_DEMO: /);
    expect(failure({ ADMIN_EMAIL: 'a@b.co' })).toMatch(/^ADMIN_PASSWORD: /);
    expect(failure({ ADMIN_EMAIL: 'nope', ADMIN_PASSWORD: 'Admin@12345' })).toMatch(
      /^ADMIN_EMAIL: /,
    );
    expect(failure({ FRAME_ANCESTORS: "'self'; script-src *" })).toMatch(/^FRAME_ANCESTORS: /);
    expect(failure({ MAIL_FROM: 'Rolescope' })).toMatch(/^MAIL_FROM: /);
    expect(failure({ MAIL_FROM: 'a@b.co\r\nBcc: all@example.com' })).toMatch(/^MAIL_FROM: /);
    expect(failure({ TRUST_PROXY: 'true' })).toMatch(/^TRUST_PROXY: /);
  });

  it('reads MAIL_FROM and TRUST_PROXY', () => {
    const s = parseSettings({ MAIL_FROM: 'HR Team <hr@example.com>', TRUST_PROXY: '2' }, defaults);
    expect(s).toMatchObject({ mailFrom: 'HR Team <hr@example.com>', trustProxy: 2 });
    expect(parseSettings({ MAIL_FROM: 'hr@example.com' }, defaults).mailFrom).toBe(
      'hr@example.com',
    );
    expect(parseSettings({ TRUST_PROXY: '0' }, defaults).trustProxy).toBe(0);
  });

  it('keeps a generated JWT secret in the data folder, readable by its owner only', () => {
    const dir = path.join(tmp, 'data');
    const first = loadOrCreateSecret(dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadOrCreateSecret(dir)).toBe(first);
    expect(statSync(path.join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
  });
});

describe('the Node app around the API', () => {
  const site = path.join(tmp, 'site');
  mkdirSync(path.join(site, 'assets'), { recursive: true });
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>Rolescope</title>');
  writeFileSync(path.join(site, 'assets', 'app-abc123.js'), 'console.log(1)');

  const setup = async (env: Record<string, string> = {}) => {
    const t = await makeTestApp({ store: new MemoryStore() });
    const lines: string[] = [];
    const settings = parseSettings({ STATIC_DIR: site, ...env }, defaults);
    const app = buildNodeApp(settings, t.app, (l) => lines.push(l));
    return { app, lines };
  };

  it('sets the precomputed security headers, HSTS only on https', async () => {
    const { app } = await setup({ FRAME_ANCESTORS: "'self' https://hr.example.com" });
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'self' https://hr.example.com",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('strict-transport-security')).toBeNull();
    const https = await setup({ APP_URL: 'https://rolescope.example.com' });
    expect((await https.app.request('/')).headers.get('strict-transport-security')).toMatch(
      /^max-age=/,
    );
  });

  it('answers unknown API paths with JSON 404, never with index.html', async () => {
    const { app } = await setup();
    for (const p of ['/api/nope', '/api/v1/unknown/route', '/api']) {
      const res = await app.request(p);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/json/);
    }
  });

  it('serves the demo app with an SPA fallback and immutable hashed assets', async () => {
    const { app } = await setup();
    const asset = await app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
    for (const p of ['/', '/reports/history', '/login?next=%2F']) {
      const res = await app.request(p);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('<title>Rolescope</title>');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('logs one line per request without the query string', async () => {
    const { app, lines } = await setup();
    await app.request('/api/v1/user/fetchUserReports/a%40b.co?page=1&limit=10');
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain('?');
    expect(JSON.parse(lines[0] as string)).toMatchObject({
      method: 'GET',
      route: '/api/v1/user/fetchUserReports/:email',
      status: 401,
    });
  });

  it('serves the API only when there is no demo app build', async () => {
    const t = await makeTestApp({ store: new MemoryStore() });
    const settings = parseSettings({}, defaults);
    const app = buildNodeApp(settings, t.app, null);
    expect((await app.request('/')).status).toBe(404);
    expect((await app.request('/api/health')).status).toBe(200);
  });
});
