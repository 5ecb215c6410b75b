import { spawn } from 'node:child_process';
import http from 'node:http';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Local addresses to connect from (the whole of 127.0.0.0/8 is the loopback on Linux). */
export const loopbackAddresses = (third: number, count: number) =>
  Array.from({ length: count }, (_, i) => `127.0.${third}.${i + 1}`);

/**
 * An attacker's idle sockets: `count` connections to `port`, spread over `from` addresses,
 * that send nothing and are reopened at once whenever the server closes one.
 */
export const holdIdleSockets = (port: number, count: number, from: string[]) => {
  const sockets = new Set<net.Socket>();
  const seen = { opened: 0, closed: 0, answered503: 0, answered429: 0 };
  let stopped = false;
  const open = (i: number) => {
    if (stopped) return;
    const socket = net.connect({ host: '127.0.0.1', port, localAddress: from[i % from.length] });
    seen.opened += 1;
    sockets.add(socket);
    socket.on('data', (chunk: Buffer) => {
      const head = chunk.subarray(0, 12).toString();
      if (head === 'HTTP/1.1 503') seen.answered503 += 1;
      if (head === 'HTTP/1.1 429') seen.answered429 += 1;
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      sockets.delete(socket);
      seen.closed += 1;
      if (!stopped) setImmediate(() => open(i));
    });
  };
  for (let i = 0; i < count; i++) open(i);
  return {
    seen,
    held: () => sockets.size,
    stop: () => {
      stopped = true;
      for (const s of sockets) s.destroy();
    },
  };
};

/** One GET on a connection of its own: its status (0 for a failure) and how long it took. */
export const timedGet = (
  url: string,
  { localAddress = '127.0.0.1', timeoutMs = 10_000 } = {},
): Promise<{ status: number; ms: number; error?: string }> =>
  new Promise((resolve) => {
    const start = performance.now();
    const done = (status: number, error?: string) =>
      resolve({ status, ms: performance.now() - start, ...(error ? { error } : {}) });
    const req = http.get(url, { agent: false, localAddress, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
      res.on('error', (e) => done(0, e.message));
    });
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', (e) => done(0, e.message));
  });

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

const here = path.dirname(fileURLToPath(import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/**
 * `holdIdleSockets` in a process of its own, so that its reconnecting does not slow the
 * test's own requests (and their timing); resolves once the sockets are opened.
 */
export const holdIdleSocketsElsewhere = async (port: number, count: number, from: string[]) => {
  const child = spawn(
    process.execPath,
    [
      '--import',
      TSX_LOADER,
      path.join(here, 'holdSockets.ts'),
      String(port),
      String(count),
      ...from,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let out = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  await new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('holding')) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => reject(new Error(`the socket holder exited:\n${out}`)));
  });
  return {
    /** Stops it; resolves with what it saw (opened, closed, refused). */
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as ReturnType<
        typeof holdIdleSockets
      >['seen'];
    },
  };
};
