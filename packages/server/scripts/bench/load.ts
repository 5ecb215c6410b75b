import { createRequire } from 'node:module';

/** What the load generator needs for one scenario (sent from the bench over IPC). */
export type LoadJob = {
  url: string;
  scenario: 'login' | 'fetchUserReports' | 'save-draft';
  connections: number;
  /** Seconds of the same load before the measured run (not counted). */
  warmupSeconds: number;
  durationSeconds: number;
  /** Signed-in users for the token scenarios. */
  sessions: { email: string; token: string }[];
  /** E-mails and the shared password for the login scenario. */
  emails: string[];
  password: string;
};

export type LoadResult = {
  scenario: string;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** The rest of the latency distribution, for the console line. */
  p90: number;
  p97_5: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Filled in by the bench: server CPU time per request. */
  cpuMsPerRequest: number;
  /** The load generator's own CPU time per request (it shares the machine). */
  loadCpuMsPerRequest: number;
  /** Filled in by the bench: PostgreSQL's CPU time per request (its processes on this machine), else null. */
  dbCpuMsPerRequest: number | null;
  /** Filled in by the bench: the share of CPU time the hypervisor took for other guests, else null. */
  steal: number | null;
};

type Req = {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: Req) => Req;
};
type AutocannonInstance = {
  on(
    event: 'response',
    listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void,
  ): void;
};
type Autocannon = (
  opts: Record<string, unknown>,
  cb: (err: Error | null, result: AutocannonResult) => void,
) => AutocannonInstance;
type AutocannonResult = { errors: number; timeouts: number };

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

const draftBody = JSON.stringify({
  draftData: {
    selectedLevels: { '1': 3, '2': 4 },
    details: { role: 'Engineer', department: 'Engineering' },
  },
});

/** How many distinct requests the connections cycle through (random signed-in users). */
const REQUEST_MIX = 500;

/**
 * One scenario's requests. Reads and draft saves are built once: autocannon encodes a request
 * without `setupRequest` once and re-sends its bytes, where a `setupRequest` rebuilds every
 * request (measured 0.34 ms of the load generator's CPU a request, taken from the server on
 * these 2 cores). Every connection walks the same list in step, which is harmless for them;
 * sign-ins pick a random user per request instead, or connections in step would hit one
 * account at once and meet the login throttle (argon2's 20+ ms dwarfs the rebuild).
 */
const requestsFor = (job: LoadJob): Req[] => {
  if (job.scenario === 'login') {
    return [
      {
        method: 'POST',
        path: '/api/v1/survey/login',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({ email: pick(job.emails), password: job.password }),
        }),
      },
    ];
  }
  return Array.from({ length: REQUEST_MIX }, (): Req => {
    const s = pick(job.sessions);
    const authorization = `Bearer ${s.token}`;
    return job.scenario === 'fetchUserReports'
      ? {
          method: 'GET',
          path: `/api/v1/user/fetchUserReports/${encodeURIComponent(s.email)}?page=1&limit=10`,
          headers: { authorization },
        }
      : {
          method: 'POST',
          path: '/api/v1/survey/save-draft',
          headers: { 'content-type': 'application/json', authorization },
          body: draftBody,
        };
  });
};

/** The value at quantile `q` (0..1) of ascending `sorted` (nearest rank). */
const quantile = (sorted: number[], q: number): number =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0);

/**
 * Runs one scenario with autocannon (in its own process, so it does not share the server's
 * event loop) as one continuous load of `warmupSeconds + durationSeconds`. Only answers that
 * arrive after the warm-up count: JIT (server and load generator), pool connections and
 * per-connection statement preparation are warm by then, and the load generator's own start
 * (about 0.6 s here, during which it reads no answers) is not charged to the server, as it
 * would be if autocannon were started anew for the measured part. `onMeasure` is called when
 * the counted part begins (the bench starts its CPU counters there).
 */
export const runLoad = (job: LoadJob, onMeasure: () => void): Promise<LoadResult> => {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const requests = requestsFor(job);
  const latencies: number[] = [];
  let non2xx = 0;
  let measuring = false;
  let startedAt = 0;
  let cpuBefore = process.cpuUsage();
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
        const seconds = (performance.now() - startedAt) / 1000;
        const cpu = process.cpuUsage(cpuBefore);
        latencies.sort((x, y) => x - y);
        resolve({
          scenario: job.scenario,
          requests: latencies.length,
          rps: latencies.length / seconds,
          p50: quantile(latencies, 0.5),
          p90: quantile(latencies, 0.9),
          p97_5: quantile(latencies, 0.975),
          p99: quantile(latencies, 0.99),
          max: latencies.at(-1) ?? 0,
          non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
          cpuMsPerRequest: 0,
          loadCpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length),
          dbCpuMsPerRequest: null,
          steal: null,
        });
      },
    );
    const measure = () => {
      measuring = true;
      startedAt = performance.now();
      cpuBefore = process.cpuUsage();
      onMeasure();
    };
    if (job.warmupSeconds > 0) setTimeout(measure, job.warmupSeconds * 1000);
    else measure();
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (!measuring) return;
      latencies.push(responseTime);
      if (statusCode < 200 || statusCode >= 300) non2xx += 1;
    });
  });
};
