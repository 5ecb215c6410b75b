// Global setup of the install test: packs the published packages, makes one fresh host project
// per React major OUTSIDE the workspace, installs the tarballs there from disk (everything else
// from the registry), builds the host page with Vite, server-renders the widgets with the
// installed packages, and starts a Rolescope server per project that serves the built page
// (same origin, with the server's strict Content-Security-Policy) in front of its API.
// Set ROLESCOPE_KEEP_INSTALL=1 to keep the temporary folder.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { packAll, repoRoot, run } from './packages.mjs';
import { variants } from './variants';

const here = path.join(repoRoot, 'scripts/pack');
const versionOf = (name: string): string =>
  JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/** A fresh host project: package.json with the tarballs, the fixture's page and SSR script. */
const makeProject = (dir: string, react: string, tarballs: Record<string, string>) => {
  cpSync(path.join(here, 'fixture'), dir, { recursive: true });
  const pkg = {
    name: `rolescope-host-${path.basename(dir)}`,
    private: true,
    type: 'module',
    dependencies: {
      '@rolescope/core': `file:${tarballs.core}`,
      '@rolescope/widgets': `file:${tarballs.widgets}`,
      ...(tarballs.elements ? { '@rolescope/elements': `file:${tarballs.elements}` } : {}),
      '@tanstack/react-query': `^${versionOf('@tanstack/react-query')}`,
      react,
      'react-dom': react,
    },
    devDependencies: {
      vite: versionOf('vite'),
      '@vitejs/plugin-react': versionOf('@vitejs/plugin-react'),
    },
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
};

const waitForHealth = async (url: string, child: ChildProcess, log: () => string) => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url}/api/health in 60 s:\n${log()}`);
};

/** The reference server from source (tsx), in memory, seeded with the demo user. */
const startServer = async (staticDir: string, dataDir: string) => {
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
        SEED_DEMO: '1',
        STATIC_DIR: staticDir,
        DATA_DIR: dataDir,
        JWT_SECRET: randomBytes(32).toString('hex'),
        MAIL_TRANSPORT: 'console',
        ADMIN_EMAIL: '',
        ADMIN_PASSWORD: '',
      },
    },
  );
  let output = '';
  child.stdout?.on('data', (d) => {
    output = (output + d).slice(-4000);
  });
  child.stderr?.on('data', (d) => {
    output = (output + d).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => output);
  return { url, child };
};

export default async function globalSetup() {
  const started = Date.now();
  const work = mkdtempSync(path.join(tmpdir(), 'rolescope-install-'));
  const children: ChildProcess[] = [];
  const teardown = async () => {
    for (const child of children) child.kill('SIGTERM');
    if (process.env.ROLESCOPE_KEEP_INSTALL) console.log(`kept ${work}`);
    else rmSync(work, { recursive: true, force: true });
  };
  try {
    const packs = path.join(work, 'tarballs');
    mkdirSync(packs);
    // ROLESCOPE_TARBALLS=DIR reuses tarballs packed before (kept by check.mjs --keep, say).
    const reuse = process.env.ROLESCOPE_TARBALLS;
    const tarballs: Record<string, string> = reuse
      ? Object.fromEntries(
          readdirSync(reuse)
            .filter((f) => f.endsWith('.tgz'))
            .map((f) => [
              f.replace(/^rolescope-(.*)-\d+\.\d+\.\d+.*\.tgz$/, '$1'),
              path.join(reuse, f),
            ]),
        )
      : await packAll(packs, { clean: false });
    console.log(`packed ${Object.keys(tarballs).join(', ')} in ${seconds(started)}`);

    const projects = variants.map((v) => ({ ...v, dir: path.join(work, v.name) }));
    for (const p of projects) makeProject(p.dir, p.react, tarballs);
    const installing = Date.now();
    const npmInstall = (dir: string) =>
      run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: dir,
      });
    await Promise.all(projects.map((p) => npmInstall(p.dir)));
    console.log(`installed ${projects.length} host projects in ${seconds(installing)}`);

    for (const p of projects) {
      const key = `ROLESCOPE_INSTALL_${p.name}`;
      const building = Date.now();
      await run(path.join(p.dir, 'node_modules/.bin/vite'), ['build'], { cwd: p.dir });
      // The SSR script reports its own failures; the spec asserts on what it printed.
      const ssr = await run(process.execPath, ['ssr.mjs'], { cwd: p.dir }).then(
        (out) => ({ ok: true, out }),
        (e: Error) => ({ ok: false, out: e.message }),
      );
      const server = await startServer(path.join(p.dir, 'dist'), path.join(work, `${p.name}-data`));
      children.push(server.child);
      process.env[key] = JSON.stringify({
        url: server.url,
        ssr,
        react: JSON.parse(readFileSync(path.join(p.dir, 'node_modules/react/package.json'), 'utf8'))
          .version,
      });
      console.log(`${p.name}: built, server-rendered and served in ${seconds(building)}`);
    }
    console.log(`install test setup took ${seconds(started)}`);
  } catch (e) {
    await teardown();
    throw e;
  }
  return teardown;
}
