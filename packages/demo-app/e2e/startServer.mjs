#!/usr/bin/env node
// Builds and starts the reference server for the end-to-end tests the way `npm start` does
// (the root package.json's "start"): the built server, `node ... packages/server/dist/node/main.js`,
// serving the built demo app from its default place, so every end-to-end test exercises the
// README's `npm start` path on the built output.
// Settings come from the environment (PORT, DATABASE_URL, MAIL_TRANSPORT, ...).
// RS_E2E_SKIP_BUILD=1 reuses existing builds (packages/server/dist, packages/demo-app/dist).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');

// `npm start` is "<build every workspace> && [sh <open-file-limit wrapper>] node <flags>
// packages/server/dist/node/main.js". Its node command is run here as written, so this follows
// any change to it (the wrapper only raises the open-file limit).
const start = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.start;
const words = start.split('&&').at(-1).trim().split(/\s+/);
const args = words.slice(words.indexOf('node') + 1);
const main = args.find((a) => a.endsWith('main.js'));
if (!words.includes('node') || !main) {
  console.error(`startServer.mjs: cannot read the server command from "start": ${start}`);
  process.exit(1);
}

// Of the builds `npm start` runs, these two make what the server loads at run time: the server's
// tsup bundle (which bundles @rolescope/core from source) and the demo app's Vite build, each
// through its package's own "build" script, side by side. core's and widgets' own builds (type
// declarations for publishing, about 45 s) are not loaded by the server.
const outputs = [path.join(root, main), path.join(root, 'packages/demo-app/dist/index.html')];
if (process.env.RS_E2E_SKIP_BUILD !== '1' || !outputs.every((f) => existsSync(f))) {
  const build = (workspace) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', 'build', '--workspace', workspace], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      child.on('exit', (code, signal) =>
        resolve(code === 0 ? null : `${workspace}: ${code ?? signal}`),
      );
    });
  const failed = (await Promise.all(['packages/server', 'packages/demo-app'].map(build))).filter(
    Boolean,
  );
  if (failed.length) {
    console.error(`startServer.mjs: the build failed (${failed.join(', ')})`);
    process.exit(1);
  }
}

const server = spawn(process.execPath, args, { cwd: root, stdio: 'inherit', env: process.env });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
// a server killed by a signal (not one it handled) is a failure, not a clean exit
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
