#!/usr/bin/env node
// `npm run dev`: the reference server from source on :3000 (tsx) and the Vite dev server on
// :5173, which proxies /api to it. Ctrl+C stops both.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const bin = (name) => path.join(root, 'node_modules/.bin', name);
const children = [
  spawn(bin('tsx'), ['watch', 'packages/server/src/node/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { PORT: '3000', APP_URL: 'http://localhost:5173', ...process.env },
  }),
  spawn(bin('vite'), [], { cwd: path.join(root, 'packages/demo-app'), stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
