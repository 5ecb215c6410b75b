import { createRequire } from 'node:module';
import { backendsCpu, backendsCpuSpent, processCpuMs } from './backendsCpu';
import { cpuTimes, stealShare } from './cpuSteal';

/** One request of the mix: its path, token and the exact body a correct answer has. */
export type ListRequest = { path: string; token: string; expected: string };

/** What the list bench's load generator runs (sent over IPC). */
export type ListLoadJob = {
  url: string;
  /** The distinct requests; the load cycles through REQUEST_MIX random picks of them. */
  requests: ListRequest[];
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  /** The PostgreSQL database whose backends' CPU to count; null on PGlite. */
  database: string | null;
};

export type ListLoadResult = {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  /** Answers with a status other than 2xx. */
  non2xx: number;
  /** 2xx answers whose body was not byte-for-byte the expected one. */
  wrongBodies: number;
  errors: number;
  timeouts: number;
  /** The load generator's own CPU time per answered request, ms. */
  loadCpuMsPerRequest: number;
  /** The CPU time, ms, of the server process (this one's parent) in the counted window; null without /proc. */
  serverCpuMs: number | null;
  /** The same for the database's backends; null on PGlite or without /proc. */
  dbCpuMs: number | null;
  /** The share of the machine's CPU time the hypervisor took in the window, else null. */
  steal: number | null;
};

type Req = {
  method: string;
  path: string;
  headers: Record<string, string>;
  onResponse: (status: number, body: string) => void;
};
type Instance = {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
};
type Autocannon = (
  opts: Record<string, unknown>,
  cb: (err: Error | null, result: { errors: number; timeouts: number }) => void,
) => Instance;

/** How many pre-built requests the connections cycle through (as load.ts). */
const REQUEST_MIX = 500;

const quantile = (sorted: number[], q: number): number =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);

/**
 * One continuous autocannon load of `warmupSeconds + durationSeconds` (see load.ts for why
 * one load, and why requests are pre-built); only the answers after the warm-up count, and
 * every one of them is checked: its status, and its body against the expected bytes (the
 * bodies autocannon reads anyway; the comparison is a string equality).
 */
export const runListLoad = (job: ListLoadJob, onMeasure: () => void): Promise<ListLoadResult> => {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  let measuring = false;
  let non2xx = 0;
  let wrongBodies = 0;
  const latencies: number[] = [];
  const pick = () => job.requests[Math.floor(Math.random() * job.requests.length)] as ListRequest;
  const requests: Req[] = Array.from({ length: REQUEST_MIX }, pick).map((r) => ({
    method: 'GET',
    path: r.path,
    headers: { authorization: `Bearer ${r.token}` },
    onResponse: (status, body) => {
      if (!measuring) return;
      if (status < 200 || status >= 300) non2xx += 1;
      else if (body !== r.expected) wrongBodies += 1;
    },
  }));
  let startedAt = 0;
  let cpuBefore = process.cpuUsage();
  const serverCpu = () => processCpuMs(process.ppid);
  const dbCpu = () => (job.database === null ? null : backendsCpu(job.database));
  const diff = (before: number | null, after: number | null) =>
    before === null || after === null ? null : after - before;
  let serverBefore = serverCpu();
  let dbBefore = dbCpu();
  let machineBefore = cpuTimes();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.warmupSeconds + job.durationSeconds,
        timeout: 10,
        requests,
      },
      (err, r) => {
        if (err) return reject(err);
        const serverCpuMs = diff(serverBefore, serverCpu());
        const dbCpuMs = backendsCpuSpent(dbBefore, dbCpu());
        const steal = stealShare(machineBefore, cpuTimes());
        const seconds = (performance.now() - startedAt) / 1000;
        const cpu = process.cpuUsage(cpuBefore);
        latencies.sort((x, y) => x - y);
        resolve({
          requests: latencies.length,
          rps: latencies.length / seconds,
          p50: quantile(latencies, 0.5),
          p99: quantile(latencies, 0.99),
          max: latencies.at(-1) ?? 0,
          non2xx,
          wrongBodies,
          errors: r.errors,
          timeouts: r.timeouts,
          loadCpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length),
          serverCpuMs,
          dbCpuMs,
          steal,
        });
      },
    );
    const measure = () => {
      measuring = true;
      startedAt = performance.now();
      cpuBefore = process.cpuUsage();
      serverBefore = serverCpu();
      dbBefore = dbCpu();
      machineBefore = cpuTimes();
      onMeasure();
    };
    if (job.warmupSeconds > 0) setTimeout(measure, job.warmupSeconds * 1000);
    else measure();
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      if (measuring) latencies.push(responseTime);
    });
  });
};
