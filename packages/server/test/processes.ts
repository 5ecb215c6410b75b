import { execFileSync } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { createFastHasher } from '../src/hash/fast';
import { defaultPaths } from '../src/node/paths';
import { type StartOptions, startServer } from '../src/node/server';
import { parseSettings } from '../src/node/settings';
import { redactUrl } from '../src/store/sql/createStoreFromUrl';
import { createScratchDatabase } from '../src/store/sql/scratchDatabase';
import { type ServerProcess, startServerProcess } from './serverProcess';
import { postgresUrl } from './sqlStores';

/**
 * Servers for the tests that need a real one: the Node server in this process (memory
 * store, one account), two server processes on one PostgreSQL database, and a PostgreSQL
 * cluster of a test's own to stop and start.
 */

/** Clean-ups run in reverse order after the file's tests, each to its end even if one fails. */
export const cleanupsAfterAll = () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const fn of cleanups.reverse()) {
      try {
        await fn();
      } catch {
        // best effort: the others still run
      }
    }
  }, 30_000);
  return (fn: () => Promise<void> | void) => {
    cleanups.push(fn);
  };
};

// ---------------------------------------------------------------- in this process

/** The account `startMemoryServer` creates (as the administrator). */
export const ACCOUNT = { email: 'owner@rolescope.test', password: 'Owner@12345' };

/** The real Node server on a free port, in memory, with ACCOUNT; `env` adds settings. */
export const startMemoryServer = (
  env: Record<string, string> = {},
  options: Omit<StartOptions, 'hasher' | 'store'> = {},
) =>
  startServer(
    parseSettings(
      {
        PORT: '0',
        DATABASE_URL: 'memory://',
        SEED_DEMO: '0',
        JWT_SECRET: 'a-test-secret-that-is-long-enough-for-hs256',
        ADMIN_EMAIL: ACCOUNT.email,
        ADMIN_PASSWORD: ACCOUNT.password,
        ...env,
      },
      defaultPaths(),
    ),
    { log: null, ...options, hasher: createFastHasher(1) },
  );

// ---------------------------------------------------------------- two processes, one database

const pgUrl = postgresUrl();

/** For `describe.each`: the PostgreSQL server of DATABASE_URL (its URL, and where, without a password), or none. */
export const sharedPostgres = pgUrl ? [{ url: pgUrl, where: redactUrl(pgUrl) }] : [];

/**
 * Two server processes on a database of their own on the PostgreSQL server at `url` (each
 * gets `common` and its own part of `each`), started at once; `cwd` is a temporary folder.
 * Everything is removed after the file's tests through `cleanup`.
 */
export const startTwoProcesses = async (
  url: string,
  prefix: string,
  cleanup: ReturnType<typeof cleanupsAfterAll>,
  env: (cwd: string) => [Record<string, string>, Record<string, string>],
) => {
  const db = await createScratchDatabase(url, prefix);
  cleanup(db.drop);
  const cwd = mkdtempSync(path.join(os.tmpdir(), `rolescope-${prefix}-`));
  cleanup(() => rmSync(cwd, { recursive: true, force: true }));
  const [envA, envB] = env(cwd);
  const started = await Promise.allSettled([
    startServerProcess({ DATABASE_URL: db.url, ...envA }, { cwd }),
    startServerProcess({ DATABASE_URL: db.url, ...envB }, { cwd }),
  ]);
  const procs = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  cleanup(() => {
    for (const p of procs) p.child.kill('SIGKILL');
  });
  for (const s of started) if (s.status === 'rejected') throw s.reason;
  return { db, cwd, procs: procs as [ServerProcess, ServerProcess] };
};

// ---------------------------------------------------------------- a private PostgreSQL cluster

/**
 * The folder of PostgreSQL's server programs (initdb, pg_ctl): the newest under
 * /usr/lib/postgresql (Debian, Ubuntu), else `pg_config --bindir`, else one on the PATH.
 */
const findPostgresBin = (): string | undefined => {
  const has = (dir: string | undefined) =>
    dir !== undefined &&
    existsSync(path.join(dir, 'initdb')) &&
    existsSync(path.join(dir, 'pg_ctl'))
      ? dir
      : undefined;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root).sort((a, b) => Number(b) - Number(a) || b.localeCompare(a))
    : [];
  for (const v of versions) if (has(path.join(root, v, 'bin'))) return path.join(root, v, 'bin');
  const found = (cmd: string, args: string[]) => {
    try {
      return execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
        .trim()
        .split('\n')[0];
    } catch {
      return undefined;
    }
  };
  return (
    has(found('pg_config', ['--bindir'])) ?? has(path.dirname(found('which', ['initdb']) ?? '.'))
  );
};

export const postgresBin = findPostgresBin();

/**
 * PostgreSQL refuses to run as root: as root, the cluster runs as `postgres` (through
 * runuser), or as `nobody` where there is no such user.
 */
const clusterUser = (): { name: string; uid: number; gid: number } | undefined => {
  if (process.getuid?.() !== 0) return undefined;
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = (flag: string) =>
        Number(execFileSync('id', [flag, name], { encoding: 'utf8', stdio: 'pipe' }).trim());
      return { name, uid: id('-u'), gid: id('-g') };
    } catch {
      // no such user: try the next
    }
  }
  throw new Error('running as root, with neither a postgres nor a nobody user to run PostgreSQL');
};

export type PrivateCluster = {
  url: string;
  /** The cluster's temporary folder (the caller may put files of its own there). */
  dir: string;
  stop(): void;
  start(): void;
};

/**
 * A PostgreSQL cluster of the caller's own (initdb in a temporary folder, trust
 * authentication, a free port, its socket in that folder), started; removed after the file's
 * tests. Stopping and starting it disturbs no other suite on the shared server.
 */
export const startPrivateCluster = (
  cleanup: ReturnType<typeof cleanupsAfterAll>,
): PrivateCluster => {
  if (!postgresBin) throw new Error('PostgreSQL server programs not found');
  const bin = postgresBin;
  const user = clusterUser();
  const run = (tool: string, args: string[]) => {
    const exe = path.join(bin, tool);
    // from a folder the cluster's user may enter (initdb warns about any other)
    const options = { encoding: 'utf8' as const, cwd: os.tmpdir(), stdio: 'pipe' as const };
    return user
      ? execFileSync('runuser', ['-u', user.name, '--', exe, ...args], options)
      : execFileSync(exe, args, options);
  };
  const dir = mkdtempSync(path.join(os.tmpdir(), 'rolescope-pg-'));
  cleanup(() => rmSync(dir, { recursive: true, force: true }));
  // mkdtemp makes the folder 0700 and root's: the cluster's user must own it
  if (user) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  const data = path.join(dir, 'cluster');
  run('initdb', ['-A', 'trust', '-U', 'postgres', '-D', data, '--no-sync']);
  let port = 0;
  const start = () =>
    run('pg_ctl', [
      ...['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60'],
      ...['-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start'],
    ]);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  // a port below the range the system hands out for outgoing connections; another one if
  // it is taken (pg_ctl then fails at once)
  for (let attempt = 1; ; attempt++) {
    port = randomInt(20_000, 32_000);
    try {
      start();
      break;
    } catch (e) {
      if (attempt === 5) throw e;
    }
  }
  cleanup(() => {
    try {
      stop();
    } catch {
      // already stopped
    }
  });
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, stop, start };
};

/** A random JWT_SECRET for a server process. */
export const randomSecret = () => randomBytes(32).toString('hex');
