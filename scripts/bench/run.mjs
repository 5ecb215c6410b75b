// Runs one sub-benchmark of `npm run bench` and reads the JSON it prints.
import { spawnSync } from 'node:child_process';

/**
 * The first JSON value (object or array) in `text`, on one line or over several: a script
 * may print lines around it (perf.mjs prints its verdict after the JSON).
 */
export const firstJson = (text) => {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^[[{]/.test(lines[i])) continue;
    for (let j = i; j < lines.length; j++) {
      if (!/[\]}]\s*$/.test(lines[j])) continue;
      try {
        return JSON.parse(lines.slice(i, j + 1).join('\n'));
      } catch {}
    }
  }
  return undefined;
};

/**
 * Runs `command args` from `cwd`; stderr goes to the console (progress), stdout is parsed.
 * Returns { json, status, seconds, error } (error: why there is no JSON).
 */
export const runJson = (command, args, cwd, { echo = false } = {}) => {
  const started = performance.now();
  const r = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const seconds = (performance.now() - started) / 1000;
  if (echo) process.stdout.write(r.stdout ?? '');
  const json = firstJson(r.stdout ?? '');
  const error =
    json === undefined
      ? `no JSON from \`${[command, ...args].join(' ')}\` (exit ${r.status}${r.error ? `, ${r.error.message}` : ''})`
      : null;
  return { json, status: r.status, seconds, error };
};

/** Runs a command with the console attached; true when it succeeded. */
export const runAttached = (command, args, cwd) =>
  spawnSync(command, args, { cwd, stdio: 'inherit' }).status === 0;
