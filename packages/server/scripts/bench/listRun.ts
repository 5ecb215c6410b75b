import { fork } from 'node:child_process';
import type { ListLoadJob, ListLoadResult, ListRequest } from './listLoad';

/** One measured load of one server: the load's figures and the CPU charged to each answer. */
export type ListRun = Omit<ListLoadResult, 'serverCpuMs' | 'dbCpuMs'> & {
  server: 'ours' | 'reference';
  /** The server process's CPU per answered request, ms (PGlite's work included). */
  serverCpuMs: number;
  /** The PostgreSQL backends' CPU per answered request (its database only), ms; null on PGlite. */
  dbCpuMs: number | null;
  /** serverCpuMs + dbCpuMs: what the ratios compare. */
  cpuMs: number;
};

export type RunSettings = {
  connections: number;
  warmup: number;
  duration: number;
  /** The PostgreSQL database the backends to charge are connected to; null on PGlite. */
  database: string | null;
  /** The module whose `--list-load` entry runs the load generator (bench-list.ts). */
  entry: string;
};

/**
 * Loads `url` with `requests` from a child process (autocannon, see listLoad.ts) and charges
 * the CPU this process (the servers) and the database's backends spent while the counted
 * answers came in: read by the child from /proc at the edges of its counted window, or, where
 * there is no /proc, by this process when the child says the window begins (late when this
 * process's event loop is saturated).
 */
export const measureList = (
  server: ListRun['server'],
  url: string,
  requests: ListRequest[],
  settings: RunSettings,
): Promise<ListRun> =>
  new Promise((resolve, reject) => {
    let cpu = process.cpuUsage();
    const job: ListLoadJob = {
      url,
      requests,
      connections: settings.connections,
      warmupSeconds: settings.warmup,
      durationSeconds: settings.duration,
      database: settings.database,
    };
    const child = fork(settings.entry, ['--list-load'], { execArgv: process.execArgv });
    child.on('message', (m) => {
      if (m === 'measure') {
        cpu = process.cpuUsage();
        return;
      }
      const r = m as ListLoadResult;
      const used = process.cpuUsage(cpu);
      const n = Math.max(1, r.requests);
      const serverCpuMs = (r.serverCpuMs ?? (used.user + used.system) / 1000) / n;
      const dbCpuMs = r.dbCpuMs === null ? null : r.dbCpuMs / n;
      resolve({ ...r, server, serverCpuMs, dbCpuMs, cpuMs: serverCpuMs + (dbCpuMs ?? 0) });
    });
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(job);
  });

/**
 * Several runs of one server together: CPU per request over all their answers; req/s, p50 and
 * p99 as the mean of the runs' (one run caught in a burst of the machine's other work would
 * otherwise be the whole figure).
 */
const mean = (xs: number[]) => xs.reduce((t, x) => t + x, 0) / Math.max(1, xs.length);

export const pooled = (runs: ListRun[]) => {
  const requests = runs.reduce((t, r) => t + r.requests, 0);
  const weighted = (f: (r: ListRun) => number) =>
    runs.reduce((t, r) => t + f(r) * r.requests, 0) / Math.max(1, requests);
  return {
    requests,
    cpuMs: weighted((r) => r.cpuMs),
    serverCpuMs: weighted((r) => r.serverCpuMs),
    dbCpuMs: runs.some((r) => r.dbCpuMs === null) ? null : weighted((r) => r.dbCpuMs ?? 0),
    rps: mean(runs.map((r) => r.rps)),
    p50: mean(runs.map((r) => r.p50)),
    p99: mean(runs.map((r) => r.p99)),
    failures: runs.reduce((t, r) => t + r.non2xx + r.wrongBodies + r.errors + r.timeouts, 0),
  };
};

const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

/** The console line of one run. */
export const runLine = (label: string, r: ListRun) =>
  `${label.padEnd(28)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50).padStart(7)}  p99 ${ms(r.p99).padStart(7)}  CPU/req ${r.cpuMs.toFixed(3)} ms (server ${r.serverCpuMs.toFixed(3)}, db ${r.dbCpuMs?.toFixed(3) ?? 'in-process'}, load ${r.loadCpuMsPerRequest.toFixed(3)})  steal ${r.steal === null ? 'n/a' : `${(r.steal * 100).toFixed(0)}%`}  ${r.requests} answers, ${r.non2xx} non-2xx, ${r.wrongBodies} wrong bodies, ${r.errors} errors, ${r.timeouts} timeouts`;
