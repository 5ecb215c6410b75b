#!/usr/bin/env node
// Builds the demo app and starts the reference server for the end-to-end tests.
// Settings come from the environment (PORT, DATABASE_URL, MAIL_TRANSPORT, ...).
// RS_E2E_SKIP_BUILD=1 reuses an existing packages/demo-app/dist.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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

const builtMain = path.join(root, 'packages/server/dist/node/main.js');
const [command, args] = existsSync(builtMain)
  ? [process.execPath, [builtMain]]
  : [bin('tsx'), [path.join(root, 'packages/server/src/node/main.ts')]];

const server = spawn(command, args, {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STATIC_DIR: path.join(appDir, 'dist') },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
