import { createRequire } from 'node:module';

/** What the load generator needs for one scenario (sent from the bench over IPC). */
export type LoadJob = {
  url: string;
  scenario: 'login' | 'fetchUserReports' | 'save-draft';
  connections: number;
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
};

type Req = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
type Autocannon = (
  opts: Record<string, unknown>,
  cb: (err: Error | null, result: AutocannonResult) => void,
) => unknown;
type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p90: number; p97_5: number; p99: number; max: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

const draftBody = JSON.stringify({
  draftData: {
    selectedLevels: { '1': 3, '2': 4 },
    details: { role: 'Engineer', department: 'Engineering' },
  },
});

/** Runs one scenario with autocannon (in its own process, so it does not share the server's event loop). */
export const runLoad = (job: LoadJob): Promise<LoadResult> => {
  const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
  const setupRequest = (req: Req): Req => {
    if (job.scenario === 'login') {
      return {
        ...req,
        body: JSON.stringify({ email: pick(job.emails), password: job.password }),
      };
    }
    const s = pick(job.sessions);
    const headers = { ...req.headers, authorization: `Bearer ${s.token}` };
    if (job.scenario === 'fetchUserReports') {
      return {
        ...req,
        headers,
        path: `/api/v1/user/fetchUserReports/${encodeURIComponent(s.email)}?page=1&limit=10`,
      };
    }
    return { ...req, headers, body: draftBody };
  };
  const request: Req =
    job.scenario === 'fetchUserReports'
      ? { method: 'GET', path: '/api/v1/user/fetchUserReports/x' }
      : {
          method: 'POST',
          path: job.scenario === 'login' ? '/api/v1/survey/login' : '/api/v1/survey/save-draft',
          headers: { 'content-type': 'application/json' },
        };
  const cpuBefore = process.cpuUsage();
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: job.url,
        connections: job.connections,
        duration: job.durationSeconds,
        timeout: 10,
        requests: [{ ...request, setupRequest }],
      },
      (err, r) => {
        if (err) return reject(err);
        const cpu = process.cpuUsage(cpuBefore);
        resolve({
          scenario: job.scenario,
          requests: r.requests.total,
          rps: r.requests.average,
          p50: r.latency.p50,
          p99: r.latency.p99,
          p90: r.latency.p90,
          p97_5: r.latency.p97_5,
          max: r.latency.max,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
          cpuMsPerRequest: 0,
          loadCpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, r.requests.total),
          dbCpuMsPerRequest: null,
        });
      },
    );
  });
};
