import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Rolescope (in memory), the portal backend: fixed ports of this suite. */
export const ROLESCOPE_PORT = Number(process.env.RS_EXAMPLES_API_PORT ?? 5187);
export const PORTAL_PORT = Number(process.env.RS_EXAMPLES_PORTAL_PORT ?? 5188);
export const rolescopeUrl = `http://127.0.0.1:${ROLESCOPE_PORT}`;
export const portalUrl = `http://127.0.0.1:${PORTAL_PORT}`;

/** Where globalSetup leaves the organisation key for the specs (they check it never leaks). */
export const SECRET_KEY_ENV = 'RS_EXAMPLES_SECRET_KEY';

/** The key the portal of this run holds. */
export const portalSecretKey = (): string => {
  const key = process.env[SECRET_KEY_ENV];
  if (!key) throw new Error(`${SECRET_KEY_ENV} is not set: globalSetup did not run`);
  return key;
};

export const ADMIN = { email: 'admin@examples.rolescope.test', password: 'Admin@examples1' };

/** Polls `url` until it answers 2xx, or fails after `timeoutMs` (or when `child` exits). */
export const waitFor = async (url: string, child: ChildProcess, timeoutMs = 60_000) => {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
};

/** Node with tsx and the workspace packages resolved to their source (no build needed). */
const tsNode = (file: string, env: Record<string, string>) =>
  spawn(process.execPath, ['--conditions=@rolescope/source', '--import', 'tsx', file], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });

/** The example portal's backend, holding `secretKey` in its environment only. */
export const startPortal = async (secretKey: string) => {
  const child = tsNode('examples/hr-portal/server.ts', {
    ROLESCOPE_SECRET_KEY: secretKey,
    ROLESCOPE_API_BASE: `${rolescopeUrl}/api`,
    PORTAL_PORT: String(PORTAL_PORT),
  });
  await waitFor(`${portalUrl}/portal/me`, child);
  return child;
};

/** Ends a process this suite started, and waits for it. */
export const stop = async (child: ChildProcess | undefined) => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
};
