#!/usr/bin/env node
// Runs npm scripts side by side and fails when any fails; each one's output is printed whole
// when it ends (not interleaved), with its duration. `npm test` runs its independent static
// checks this way, so CI pays for the longest of them instead of their sum.
// Usage: node scripts/test/parallel.mjs <script> [<script> ...]
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/test/parallel.mjs <npm script> [...]');
  process.exit(2);
}

const run = (name) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', '-s', name], { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (c) => chunks.push(c));
    child.stderr.on('data', (c) => chunks.push(c));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(
        `\n--- ${name}: ${code === 0 ? 'ok' : `failed (${code})`} in ${seconds} s\n`,
      );
      process.stdout.write(Buffer.concat(chunks));
      resolve(code === 0);
    });
  });

const results = await Promise.all(scripts.map(run));
const failed = scripts.filter((_, i) => !results[i]);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
