import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

/** The server command of the README's `npm start`: the last command of the root "start". */
const npmStartServerArgs = () => {
  const start: string = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts
    .start;
  // after an optional `sh <wrapper>` that raises the open-file limit
  const words = (start.split('&&').at(-1) ?? '').trim().split(/\s+/);
  expect(words, start).toContain('node');
  const args = words.slice(words.indexOf('node') + 1);
  expect(args.at(-1), start).toBe('packages/server/dist/node/main.js');
  return args;
};

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

// The webServer of this suite builds the server and the demo app (startServer.mjs); this test
// starts a second, separate instance of that build, on its own embedded database, and stops it.
test('npm start: the built server serves the API and the demo app, and stops cleanly', async () => {
  // a new embedded database is created and migrated: slow beside three browsers on two cores
  test.setTimeout(120_000);
  const dir = mkdtempSync(path.join(tmpdir(), 'rolescope-npm-start-'));
  const port = await freePort();
  const child = spawn(process.execPath, npmStartServerArgs(), {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: path.join(dir, 'pglite'),
      DATA_DIR: dir,
      MAIL_TRANSPORT: `file://${path.join(dir, 'mail')}`,
      SEED_DEMO: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string | null>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? code)),
  );
  try {
    await new Promise<void>((resolve, reject) => {
      const onData = (chunk: Buffer) => {
        output += chunk.toString();
        // the server prints where it serves the app from right after it listens
        if (/Serving the demo app|No demo app build/.test(output)) resolve();
      };
      child.stdout.on('data', onData);
      child.stderr.on('data', onData);
      void exited.then((code) =>
        reject(new Error(`exited (${code}) before listening:\n${output}`)),
      );
    });
    expect(output).toContain(`database: pglite, ${path.join(dir, 'pglite')}`);
    expect(output).toContain(
      `Serving the demo app from ${path.join(root, 'packages/demo-app/dist')}`,
    );
    const base = `http://127.0.0.1:${port}`;

    const health = await fetch(`${base}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });

    const indexHtml = readFileSync(path.join(root, 'packages/demo-app/dist/index.html'), 'utf8');
    for (const route of ['/', '/some/deep/route']) {
      const page = await fetch(`${base}${route}`);
      expect(page.status, route).toBe(200);
      expect(page.headers.get('content-type'), route).toMatch(/^text\/html/);
      expect(page.headers.get('content-security-policy'), route).toMatch(
        /^default-src 'self'; script-src 'self';.*frame-ancestors 'self'$/,
      );
      expect(await page.text(), route).toBe(indexHtml);
    }
    // the built bundle the page loads is there too
    const script = /<script type="module" crossorigin src="([^"]+)"/.exec(indexHtml)?.[1];
    expect(script, indexHtml).toMatch(/^\/assets\//);
    const asset = await fetch(`${base}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    await asset.body?.cancel();

    const unknown = await fetch(`${base}/api/nope`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await unknown.json()).toEqual({ message: 'Not found' });

    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
  } finally {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  }
});
