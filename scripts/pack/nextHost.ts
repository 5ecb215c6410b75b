// The Next.js App Router host of the install test (next-fixture/): the packed tarballs installed
// with `next` from the registry, built with `next build` and served with `next start`. Its
// route handler mints embed sessions with an organisation key this file provisions on a
// Rolescope server of its own (an administrator, CORS open to the host's origin).
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, run } from './packages.mjs';
import { freePort, startServer, tail, waitFor } from './servers';

const here = path.join(repoRoot, 'scripts/pack');

/** The `next` the host installs: the newest 16.x (its engines admit Node 20.9 and later). */
const nextRange = '^16.0.0';

const versionOf = (name: string): string =>
  JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

/**
 * A fresh Next.js project: the fixture, package.json with the tarballs, and the hostile
 * stylesheet of the widgets' host-safety test as the portal's own app/globals.css.
 */
export const makeNextProject = (dir: string, tarballs: Record<string, string>) => {
  cpSync(path.join(here, 'next-fixture'), dir, { recursive: true });
  cpSync(
    path.join(repoRoot, 'packages/widgets/e2e/host-safety/hostile.css'),
    path.join(dir, 'app/globals.css'),
  );
  const pkg = {
    name: 'rolescope-next-host',
    private: true,
    scripts: { build: 'next build', start: 'next start' },
    dependencies: {
      '@rolescope/core': `file:${tarballs.core}`,
      '@rolescope/widgets': `file:${tarballs.widgets}`,
      '@tanstack/react-query': `^${versionOf('@tanstack/react-query')}`,
      next: nextRange,
      react: '^19.0.0',
      'react-dom': '^19.0.0',
    },
    devDependencies: {
      typescript: versionOf('typescript'),
      '@types/node': versionOf('@types/node'),
      '@types/react': versionOf('@types/react'),
      '@types/react-dom': versionOf('@types/react-dom'),
    },
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
};

type Account = { email: string; password: string };

const api = async <T>(
  base: string,
  method: string,
  route: string,
  token: string,
  body?: unknown,
) => {
  const res = await fetch(`${base}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status}`);
  return ((await res.json()) as { data: T }).data;
};

/** What Rolescope's administrator does for a customer: an organisation and its API key. */
const provisionKey = async (base: string, admin: Account) => {
  const { token } = await api<{ token: string }>(base, 'POST', '/v1/survey/login', '', admin);
  const [category] = await api<{ name: string }[]>(
    base,
    'GET',
    '/v1/admin/getIndustryCategories',
    token,
  );
  const organization = await api<{ _id: string }>(base, 'POST', '/v1/admin/organizations', token, {
    name: 'Next portal',
    industryCategory: category?.name,
  });
  const key = await api<{ secret: string }>(
    base,
    'POST',
    `/v1/admin/organizations/${organization._id}/api-keys`,
    token,
    { name: 'Next.js host' },
  );
  return key.secret;
};

/**
 * Builds and starts the installed Next.js host in `dir`; resolves with its URL, the versions
 * it runs and the processes to stop.
 */
export const serveNextHost = async (dir: string, dataDir: string) => {
  const admin = {
    email: 'admin@next-host.test',
    password: `Admin@${randomBytes(8).toString('hex')}`,
  };
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startServer({
    SEED_DEMO: '0',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    CORS_ORIGINS: origin,
  });
  const children: ChildProcess[] = [server.child];
  try {
    // The key goes to the host's environment only: never printed, never in an error.
    const env = {
      ROLESCOPE_API_BASE: `${server.url}/api`,
      ROLESCOPE_SECRET_KEY: await provisionKey(server.url, admin),
      NEXT_TELEMETRY_DISABLED: '1',
    };
    const next = path.join(dir, 'node_modules/.bin/next');
    await run(next, ['build'], { cwd: dir, env });
    const child = spawn(next, ['start', '--port', String(port), '--hostname', '127.0.0.1'], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    children.push(child);
    await waitFor(origin, child, tail(child));
  } catch (e) {
    for (const child of children) child.kill('SIGTERM');
    throw e;
  }
  const installed = (name: string) =>
    JSON.parse(readFileSync(path.join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  return { url: origin, next: installed('next'), react: installed('react'), children };
};
