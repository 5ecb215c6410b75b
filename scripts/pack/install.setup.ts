// Global setup of the install test: packs the published packages, makes one fresh host project
// per React major OUTSIDE the workspace, installs the tarballs there from disk (everything else
// from the registry), builds the host page with Vite, server-renders the widgets with the
// installed packages, and starts a Rolescope server per project that serves the built page
// (same origin, with the server's strict Content-Security-Policy) in front of its API. One more
// host, `next` (nextHost.ts): a Next.js App Router project, built and started with `next start`;
// and `html` (htmlHost.ts): a plain HTML page with the custom elements, no bundler.
// Each host page links the portal's hostile global stylesheet (widgets/e2e/host-safety).
// ROLESCOPE_INSTALL_HOSTS=next (or react19,react18,html, ...) prepares only the hosts named.
// Set ROLESCOPE_KEEP_INSTALL=1 to keep the temporary folder.
import type { ChildProcess } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { htmlSite, makeHtmlProject, publishHtmlHost } from './htmlHost';
import { makeNextProject, serveNextHost } from './nextHost';
import { packAll, repoRoot, run } from './packages.mjs';
import { startServer } from './servers';
import { variants } from './variants';

const here = path.join(repoRoot, 'scripts/pack');
const versionOf = (name: string): string =>
  JSON.parse(readFileSync(path.join(repoRoot, 'node_modules', name, 'package.json'), 'utf8'))
    .version;

const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

/**
 * A fresh host project: package.json with the tarballs, the fixture's pages and SSR script,
 * and the hostile stylesheet as the portal's own public/hostile.css.
 */
const makeProject = (dir: string, react: string, tarballs: Record<string, string>) => {
  cpSync(path.join(here, 'fixture'), dir, { recursive: true });
  mkdirSync(path.join(dir, 'public'), { recursive: true });
  cpSync(
    path.join(repoRoot, 'packages/widgets/e2e/host-safety/hostile.css'),
    path.join(dir, 'public/hostile.css'),
  );
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

    const only = process.env.ROLESCOPE_INSTALL_HOSTS?.split(',').map((h) => h.trim());
    const wanted = (name: string) => !only || only.includes(name);
    const projects = variants
      .filter((v) => wanted(v.name))
      .map((v) => ({ ...v, dir: path.join(work, v.name) }));
    for (const p of projects) makeProject(p.dir, p.react, tarballs);
    const nextDir = wanted('next') ? path.join(work, 'next') : undefined;
    if (nextDir) makeNextProject(nextDir, tarballs);
    const htmlDir = wanted('html') ? path.join(work, 'html') : undefined;
    if (htmlDir) makeHtmlProject(htmlDir, tarballs);
    const installing = Date.now();
    const npmInstall = (dir: string) =>
      run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
        cwd: dir,
      });
    const dirs = [
      ...projects.map((p) => p.dir),
      ...(nextDir ? [nextDir] : []),
      ...(htmlDir ? [htmlDir] : []),
    ];
    await Promise.all(dirs.map(npmInstall));
    console.log(`installed ${dirs.length} host projects in ${seconds(installing)}`);

    for (const p of projects) {
      const key = `ROLESCOPE_INSTALL_${p.name}`;
      const building = Date.now();
      await run(path.join(p.dir, 'node_modules/.bin/vite'), ['build'], { cwd: p.dir });
      // The SSR script reports its own failures; the spec asserts on what it printed.
      const ssr = await run(process.execPath, ['ssr.mjs'], { cwd: p.dir }).then(
        (out) => ({ ok: true, out }),
        (e: Error) => ({ ok: false, out: e.message }),
      );
      const server = await startServer({
        SEED_DEMO: '1',
        STATIC_DIR: path.join(p.dir, 'dist'),
        DATA_DIR: path.join(work, `${p.name}-data`),
      });
      children.push(server.child);
      process.env[key] = JSON.stringify({
        url: server.url,
        ssr,
        react: JSON.parse(readFileSync(path.join(p.dir, 'node_modules/react/package.json'), 'utf8'))
          .version,
      });
      console.log(`${p.name}: built, server-rendered and served in ${seconds(building)}`);
    }
    if (htmlDir) {
      publishHtmlHost(htmlDir);
      const server = await startServer({
        SEED_DEMO: '1',
        STATIC_DIR: htmlSite(htmlDir),
        DATA_DIR: path.join(work, 'html-data'),
      });
      children.push(server.child);
      process.env.ROLESCOPE_INSTALL_html = JSON.stringify({ url: server.url });
      console.log('html: the elements file copied and served');
    }
    if (nextDir) {
      const building = Date.now();
      const host = await serveNextHost(nextDir, path.join(work, 'next-data'));
      children.push(...host.children);
      process.env.ROLESCOPE_INSTALL_next = JSON.stringify({
        url: host.url,
        next: host.next,
        react: host.react,
      });
      console.log(`next ${host.next}: built and started in ${seconds(building)}`);
    }
    console.log(`install test setup took ${seconds(started)}`);
  } catch (e) {
    await teardown();
    throw e;
  }
  return teardown;
}
