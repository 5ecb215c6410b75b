// The processes the install test starts: the reference Rolescope server from source, and the
// helpers to wait for a port.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { repoRoot } from './packages.mjs';

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The last 4000 characters a child printed, for the error when it fails. */
export const tail = (child: ChildProcess) => {
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d).slice(-4000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => output;
};

/** Waits until `url` answers 2xx (60 s at most), failing early if `child` exits. */
export const waitFor = async (url: string, child: ChildProcess, log: () => string) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer in 60 s:\n${log()}`);
};

/**
 * The reference server from source (tsx), in memory. `env`: its settings besides the port and
 * the defaults below (STATIC_DIR, SEED_DEMO, ADMIN_EMAIL, CORS_ORIGINS, ...).
 */
export const startServer = async (env: Record<string, string>) => {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--conditions=@rolescope/source', '--import', 'tsx', 'packages/server/src/node/main.ts'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: 'memory://',
        JWT_SECRET: randomBytes(32).toString('hex'),
        MAIL_TRANSPORT: 'console',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
        ...env,
      },
    },
  );
  const log = tail(child);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/api/health`, child, log);
  return { url, child };
};
