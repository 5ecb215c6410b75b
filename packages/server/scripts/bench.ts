/**
 * `npm run bench:server`: load test of the reference server. Seeds a database with 100k
 * reports over 1k users, starts the app in this process on a loopback port, and loads it
 * with autocannon (in a child process) for each scenario: login, fetchUserReports (page 1,
 * limit 10, random users with their own tokens) and save-draft. Runs on embedded PGlite,
 * and on PostgreSQL when DATABASE_URL is postgres://... or `--pg URL` is given (in a
 * database of its own, dropped afterwards).
 *
 * Options: --pg URL, --only pglite|postgres, --duration S (10), --warmup S (3, not counted),
 * --connections N (50),
 * --users N (1000), --reports N (100000), --pool N (PostgreSQL pool size, 10),
 * --scenarios login,fetchUserReports,save-draft, --repeat N (each scenario N times, 1).
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { buildCatalog } from '../src/catalog/buildCatalog';
import { readCatalogDir } from '../src/catalog/loadCatalogDir';
import { createArgon2Hasher } from '../src/hash/argon2';
import { defaultPaths } from '../src/node/paths';
import { startServer } from '../src/node/server';
import { parseSettings } from '../src/node/settings';
import { withCleanErrors } from '../src/store/sql/withCleanErrors';
import { cpuTimes, stealShare } from './bench/cpuSteal';
import { type LoadJob, type LoadResult, runLoad } from './bench/load';
import { postgresCpuMs } from './bench/postgresCpu';
import { BENCH_PASSWORD, benchEmail, seedBenchData } from './bench/seed';
import { signIn } from './bench/signIn';
import { pgliteTarget, postgresTarget, type Target } from './bench/targets';

const SCENARIOS: LoadJob['scenario'][] = ['login', 'fetchUserReports', 'save-draft'];

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const num = (name: string, fallback: number) => {
  const v = arg(name);
  const n = v === undefined ? fallback : Number(v);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};

// ---------------------------------------------------------------- load generator (child)

/** Runs `job` in a child process; `onMeasure` is called when its measured run begins. */
function loadInChild(job: LoadJob, onMeasure: () => void): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ['--load'], { execArgv: process.execArgv });
    child.on('message', (m) => {
      if (m === 'measure') onMeasure();
      else resolve(m as LoadResult);
    });
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(job);
  });
}

// ---------------------------------------------------------------- orchestrator

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
const pct = (share: number | null) => (share === null ? 'n/a' : `${(share * 100).toFixed(0)}%`);
const ms = (n: number) => `${n.toFixed(n < 10 ? 1 : 0)} ms`;

async function runTarget(target: Target, config: BenchConfig): Promise<LoadResult[]> {
  const paths = defaultPaths();
  const catalog = buildCatalog(readCatalogDir(paths.catalogDir));
  const hasher = createArgon2Hasher();
  console.log(`\n== ${target.kind} ==`);
  const opened = await target.open();
  try {
    const started = performance.now();
    await seedBenchData(opened.handle.db, {
      users: config.users,
      reports: config.reports,
      passwordHash: await hasher.hash(BENCH_PASSWORD),
      catalog,
    });
    console.log(
      `seeded ${config.reports} reports over ${config.users} users in ${((performance.now() - started) / 1000).toFixed(1)} s (${opened.location})`,
    );
    const plan = await opened.handle.db.execute(sql`
      EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF, SUMMARY ON)
      SELECT * FROM reports WHERE owner_id = md5('user1')::uuid::text
      ORDER BY created_at DESC, id DESC LIMIT 10`);
    const rows = (plan as unknown as { rows: Record<string, string>[] }).rows;
    console.log('EXPLAIN fetchUserReports page 1:');
    for (const r of rows) console.log(`  ${Object.values(r)[0]}`);

    const settings = parseSettings(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        JWT_SECRET: randomBytes(32).toString('hex'),
        MAIL_TRANSPORT: `file://${path.join(os.tmpdir(), 'rolescope-bench-mail')}`,
        STATIC_DIR: path.join(os.tmpdir(), 'rolescope-bench-no-static'),
      },
      paths,
    );
    const running = await startServer(settings, {
      store: {
        store: withCleanErrors(opened.handle.store),
        kind: target.kind,
        location: opened.location,
      },
      log: null,
      hasher,
    });
    try {
      const emails = Array.from({ length: config.users }, (_, i) => benchEmail(i + 1));
      const sessions = await signIn(
        running.url,
        Array.from({ length: Math.min(200, config.users) }, (_, i) =>
          benchEmail(((i * 7919) % config.users) + 1),
        ),
      );
      const results: LoadResult[] = [];
      // each scenario `repeat` times in a row: on a shared virtual machine one run can land in
      // a moment of heavy CPU steal, so the spread is part of the figure
      const runs = config.scenarios.flatMap((s) => Array.from({ length: config.repeat }, () => s));
      for (const scenario of runs) {
        let cpuBefore = process.cpuUsage();
        let dbBefore: number | null = null;
        let machineBefore = cpuTimes();
        const r = await loadInChild(
          {
            url: running.url,
            scenario,
            connections: config.connections,
            // the same load first, not counted (see runLoad)
            warmupSeconds: config.warmup,
            durationSeconds: config.duration,
            sessions,
            emails,
            password: BENCH_PASSWORD,
          },
          () => {
            cpuBefore = process.cpuUsage();
            dbBefore = target.kind === 'postgres' ? postgresCpuMs() : null;
            machineBefore = cpuTimes();
          },
        );
        const cpu = process.cpuUsage(cpuBefore);
        r.steal = stealShare(machineBefore, cpuTimes());
        // CPU the server process spent per request (user + system), whatever else the machine runs
        r.cpuMsPerRequest = (cpu.user + cpu.system) / 1000 / Math.max(1, r.requests);
        const dbAfter = dbBefore === null ? null : postgresCpuMs();
        r.dbCpuMsPerRequest =
          dbBefore === null || dbAfter === null
            ? null
            : (dbAfter - dbBefore) / Math.max(1, r.requests);
        results.push(r);
        console.log(
          `${scenario.padEnd(17)} ${r.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(r.p50).padStart(7)}  p99 ${ms(r.p99).padStart(7)}  (p90 ${ms(r.p90)}, p97.5 ${ms(r.p97_5)}, max ${ms(r.max)})  CPU/req: server ${r.cpuMsPerRequest.toFixed(2)} ms, db ${r.dbCpuMsPerRequest?.toFixed(2) ?? 'in-process'}, load ${r.loadCpuMsPerRequest.toFixed(2)} ms, steal ${pct(r.steal)}  (${r.requests} requests, ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts)`,
        );
      }
      return results;
    } finally {
      await running.close();
    }
  } finally {
    await opened.cleanup();
  }
}

type BenchConfig = {
  scenarios: LoadJob['scenario'][];
  repeat: number;
  duration: number;
  warmup: number;
  connections: number;
  users: number;
  reports: number;
};

async function main() {
  const scenarios = (arg('scenarios') ?? SCENARIOS.join(',')).split(',') as LoadJob['scenario'][];
  for (const s of scenarios) {
    if (!SCENARIOS.includes(s)) throw new Error(`--scenarios: unknown scenario ${s}`);
  }
  const config: BenchConfig = {
    scenarios,
    repeat: Math.min(num('repeat', 1), 10),
    duration: Math.min(num('duration', 10), 60),
    warmup: arg('warmup') === '0' ? 0 : Math.min(num('warmup', 3), 60),
    connections: Math.min(num('connections', 50), 500),
    users: num('users', 1000),
    reports: num('reports', 100_000),
  };
  const pgUrl =
    arg('pg') ??
    (process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined);
  const only = arg('only');
  const targets: Target[] = [];
  if (only !== 'postgres') targets.push(pgliteTarget());
  if (pgUrl && only !== 'pglite') targets.push(postgresTarget(pgUrl, num('pool', 10)));
  console.log(`load average before: ${loadAverage()}`);
  console.log(
    `Rolescope server bench: ${config.connections} connections, ${config.duration} s per scenario after ${config.warmup} s of warm-up, Node ${process.version}, ${os.cpus().length} CPUs`,
  );
  const summary: string[] = [
    '| database | scenario | req/s | p50 | p99 | server CPU / req | PostgreSQL CPU / req | load generator CPU / req | CPU steal | non-2xx |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const t of targets) {
    for (const r of await runTarget(t, config)) {
      summary.push(
        `| ${t.kind} | ${r.scenario} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p99)} | ${r.cpuMsPerRequest.toFixed(2)} ms | ${r.dbCpuMsPerRequest === null ? 'in server' : `${r.dbCpuMsPerRequest.toFixed(2)} ms`} | ${r.loadCpuMsPerRequest.toFixed(2)} ms | ${pct(r.steal)} | ${r.non2xx} |`,
      );
    }
  }
  console.log(`\n${summary.join('\n')}`);
  console.log(`load average after: ${loadAverage()}`);
}

// ---------------------------------------------------------------- entry

if (process.argv.includes('--load')) {
  process.once('message', (job: LoadJob) => {
    runLoad(job, () => process.send?.('measure')).then(
      (r) => process.send?.(r, () => process.exit(0)),
      (e: unknown) => {
        console.error(e);
        process.exit(1);
      },
    );
  });
} else {
  await main();
}
