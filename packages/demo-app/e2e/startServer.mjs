#!/usr/bin/env node
// Builds the demo app and starts the reference server for the end-to-end tests.
// Settings come from the environment (PORT, DATABASE_URL, MAIL_TRANSPORT, ...).
// RS_E2E_SKIP_BUILD=1 reuses an existing packages/demo-app/dist.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
const appDir = path.join(root, 'packages/demo-app');
const bin = (name) => path.join(root, 'node_modules/.bin', name);

if (process.env.RS_E2E_SKIP_BUILD !== '1' || !existsSync(path.join(appDir, 'dist/index.html'))) {
  const build = spawnSync(bin('vite'), ['build', '--logLevel', 'warn'], {
    cwd: appDir,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The server runs from source (tsx, with the workspace source condition), so the tests always
// exercise the current code, with or without an earlier `npm run build`.
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const [command, args] = [
  process.execPath,
  [
    '--conditions=@rolescope/source',
    '--import',
    tsxLoader,
    path.join(root, 'packages/server/src/node/main.ts'),
  ],
];

const server = spawn(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: path.join(appDir, 'dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
