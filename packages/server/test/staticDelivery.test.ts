import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNodeApp } from '../src/node/server';
import { parseSettings } from '../src/node/settings';
import { MemoryStore } from '../src/store/memory/memoryStore';
import { makeTestApp } from './harness';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const demoApp = path.join(repoRoot, 'packages/demo-app');
const YEAR = 'public, max-age=31536000, immutable';
/** The budget: the first load's JavaScript on the wire, as a share of its size. */
const WIRE_BUDGET = 0.4;

// The demo app as `npm run build` makes it (its Vite build, which precompresses), in a folder
// of this run: the tests measure what the build really ships, not a fixture.
const out = mkdtempSync(path.join(os.tmpdir(), 'rolescope-static-'));
const dist = path.join(out, 'dist');
afterAll(() => rmSync(out, { recursive: true, force: true }));
beforeAll(() => {
  const vite = path.join(repoRoot, 'node_modules/vite/bin/vite.js');
  const run = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', dist, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: demoApp, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(`vite build failed:\n${run.stdout}${run.stderr}`);
}, 180_000);

const appFor = async (env: Record<string, string> = {}) => {
  const t = await makeTestApp({ store: new MemoryStore() });
  const settings = parseSettings(
    { STATIC_DIR: dist, ...env },
    { catalogDir: '/catalog', cwd: '/srv/app' },
  );
  return buildNodeApp(settings, t.app, null);
};

const get = async (app: Awaited<ReturnType<typeof appFor>>, p: string, encoding?: string) => {
  const res = await app.request(p, encoding ? { headers: { 'accept-encoding': encoding } } : {});
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
};

const assets = () => readdirSync(path.join(dist, 'assets'));

/** The JavaScript the first load fetches: index.html's scripts and module preloads. */
const firstLoadScripts = (html: string) =>
  [...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g)]
    .map((m) => m[1] as string)
    .filter((src) => src.endsWith('.js'));

describe('the build precompresses JavaScript and CSS', () => {
  it('writes a smaller brotli and gzip copy beside every .js and .css file', () => {
    const code = assets().filter((f) => /\.(?:js|css)$/.test(f));
    expect(code.length).toBeGreaterThan(10);
    for (const file of code) {
      const size = readFileSync(path.join(dist, 'assets', file)).length;
      for (const ext of ['.br', '.gz']) {
        const copy = path.join(dist, 'assets', file + ext);
        // a copy is skipped only where it would not be smaller (a tiny file)
        if (existsSync(copy)) expect(readFileSync(copy).length).toBeLessThan(size);
        else expect(size, `${file}${ext} missing`).toBeLessThan(200);
      }
    }
  });
});

describe('static files and caching', () => {
  it('sends brotli or gzip by Accept-Encoding, with Vary, and identity otherwise', async () => {
    const app = await appFor();
    const js = assets().find((f) => /^index-.*\.js$/.test(f)) as string;
    const css = assets().find((f) => /\.css$/.test(f)) as string;
    for (const file of [js, css]) {
      const original = readFileSync(path.join(dist, 'assets', file));
      const br = await get(app, `/assets/${file}`, 'gzip, deflate, br');
      expect(br.res.headers.get('content-encoding')).toBe('br');
      expect(brotliDecompressSync(br.bytes).equals(original)).toBe(true);
      const gz = await get(app, `/assets/${file}`, 'gzip');
      expect(gz.res.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(gz.bytes).equals(original)).toBe(true);
      for (const encoding of [undefined, 'identity', 'zstd']) {
        const plain = await get(app, `/assets/${file}`, encoding);
        expect(plain.res.headers.get('content-encoding')).toBeNull();
        expect(plain.bytes.equals(original)).toBe(true);
      }
      for (const encoding of [undefined, 'br', 'gzip']) {
        const { res } = await get(app, `/assets/${file}`, encoding);
        expect(res.headers.get('vary')).toBe('Accept-Encoding');
        expect(res.headers.get('cache-control')).toBe(YEAR);
        expect(res.headers.get('content-type')).toMatch(
          file.endsWith('.js') ? /javascript/ : /css/,
        );
      }
    }
  });

  it('marks API answers no-store, the app shell and client-side routes no-cache', async () => {
    const app = await appFor();
    for (const p of ['/api/health', '/api/v1/user/me', '/api/nope', '/api']) {
      const res = await app.request(p);
      expect(res.headers.get('cache-control'), p).toBe('no-store');
    }
    const login = await app.request('/api/v1/survey/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(login.status).toBe(400);
    expect(login.headers.get('cache-control')).toBe('no-store');
    for (const p of ['/', '/index.html', '/login', '/reports/history']) {
      const res = await app.request(p, { headers: { 'accept-encoding': 'br' } });
      expect(res.status, p).toBe(200);
      expect(await res.text()).toContain('<div id="root">');
      expect(res.headers.get('cache-control'), p).toBe('no-cache');
    }
  });

  it('serves no source map unless SERVE_SOURCEMAPS=1', async () => {
    const map = assets().find((f) => f.endsWith('.js.map')) as string;
    expect(map).toBeTruthy();
    const hidden = await appFor();
    for (const p of [`/assets/${map}`, `/assets/${map.toUpperCase()}`, '/x.js.map']) {
      const res = await hidden.request(p);
      expect(res.status, p).toBe(404);
      expect(await res.text()).not.toContain('sourcesContent');
    }
    const shown = await appFor({ SERVE_SOURCEMAPS: '1' });
    const res = await shown.request(`/assets/${map}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('"mappings"');
  });

  it(`sends the first load's JavaScript in at most ${WIRE_BUDGET * 100}% of its size`, async () => {
    const app = await appFor();
    const html = await (await app.request('/')).text();
    const scripts = firstLoadScripts(html);
    expect(scripts.some((s) => /\/assets\/index-.*\.js$/.test(s))).toBe(true);
    let identity = 0;
    let wire = 0;
    for (const src of scripts) {
      identity += (await get(app, src)).bytes.length;
      // what Chromium asks for
      wire += (await get(app, src, 'gzip, deflate, br, zstd')).bytes.length;
    }
    const share = wire / identity;
    console.log(
      `first load JavaScript: ${scripts.length} files, ${identity} bytes, ${wire} on the wire (${(100 * share).toFixed(1)}%)`,
    );
    expect(share).toBeLessThanOrEqual(WIRE_BUDGET);
  });
});
