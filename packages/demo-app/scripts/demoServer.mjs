// The demo site for the browser measurements (perf.mjs, interactions.mjs): the server (its
// build, else its sources through tsx) on a free loopback port, a throw-away in-memory database
// with the demo account seeded, mail to a temporary folder, and the demo app's build as its
// static files.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

/** Starts the server and waits for its health answer; `stop` ends it (also on exit). */
export async function startDemoServer({ root, dist, name }) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const builtMain = path.join(root, 'packages/server/dist/node/main.js');
  const args = existsSync(builtMain)
    ? [builtMain]
    : // No server build: its sources, with the workspace packages' sources (no build needed).
      [
        '--conditions=@rolescope/source',
        '--import',
        'tsx',
        path.join(root, 'packages/server/src/node/main.ts'),
      ];
  const server = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: 'memory://',
      MAIL_TRANSPORT: `file://${mkdtempSync(path.join(tmpdir(), `rolescope-${name}-mail-`))}`,
      SEED_DEMO: '1',
      STATIC_DIR: dist,
      APP_URL: base,
    },
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (i > 100) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop };
}
