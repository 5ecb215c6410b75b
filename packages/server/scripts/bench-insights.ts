/**
 * `npm run bench:insights` (and a step of `npm run bench`): GET /v1/embed/insights for one
 * organisation with 1,000 and with 100,000 submitted reports (employees 200 -> 20,000, 5
 * reports each over 12 months, 15 competencies per report, 20 teams), on PGlite and
 * PostgreSQL. Each figure is the median of 25 in-process calls (after 5 not counted),
 * org-wide and groupBy=team, the two databases' calls interleaved. Budget: the 100k time at
 * most 1.3 x the 1k time; exit 1 if over.
 *
 * Options: --pg URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; skipped
 * when unreachable), --only pglite|postgres, --small N (1000), --large N (100000),
 * --calls N (25), --json FILE (the figures, for scripts/bench/main.mjs).
 */
import { writeFileSync } from 'node:fs';
import pg from 'pg';
import { createApp } from '../src/app';
import { createFixtureCatalog } from '../src/catalog/fixture';
import { createFastHasher } from '../src/hash/fast';
import { createMemoryMailer } from '../src/mail/memory';
import { SqlStore } from '../src/store/sql/sqlStore';
import { INSIGHTS_KEY, seedInsights } from './bench/insightsSeed';
import { pgliteTarget, postgresTarget, type Target } from './bench/targets';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const num = (name: string, fallback: number) => Number(arg(name) ?? fallback);
const BUDGET = 1.3;
const QUERIES = { 'org-wide': '', 'groupBy=team': '?groupBy=team' } as const;
type Figure = {
  benchmark: string;
  figure: string;
  value: string;
  budget: string;
  ok: boolean | null;
};

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
};

type Seeded = { reports: number; call(query: string): Promise<void>; cleanup(): Promise<void> };

/** A freshly seeded database of `reports` and the app over it. */
const seeded = async (target: Target, reports: number): Promise<Seeded> => {
  const opened = await target.open();
  const t0 = performance.now();
  const { employees } = await seedInsights(opened.handle.db, reports);
  console.log(
    `${target.kind}: ${reports} reports of ${employees} employees seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  const app = createApp({
    store: new SqlStore(opened.handle.db, async () => undefined),
    mailer: createMemoryMailer(),
    hasher: createFastHasher(1),
    clock: { now: () => new Date() },
    catalog: createFixtureCatalog(),
    config: {
      jwtSecret: 'insights-bench-secret-of-at-least-32-chars',
      appUrl: 'https://bench.test',
    },
  });
  return {
    reports,
    cleanup: opened.cleanup,
    call: async (query) => {
      const res = await app.request(`/api/v1/embed/insights${query}`, {
        headers: { authorization: `Bearer ${INSIGHTS_KEY}` },
      });
      const body = (await res.json()) as { data?: unknown };
      if (res.status !== 200 || !body.data) throw new Error(`insights: ${res.status}`);
    },
  };
};

/**
 * Median milliseconds of each query on the small and the large database, their calls
 * interleaved (ABBA), so a background checkpoint or another process's load hits both alike.
 */
const measure = async (target: Target, small: number, large: number, calls: number) => {
  const a = await seeded(target, small);
  const b = await seeded(target, large);
  try {
    const times: Record<string, [number, number]> = {};
    for (const [name, query] of Object.entries(QUERIES)) {
      for (let i = 0; i < 5; i++) await Promise.all([a.call(query), b.call(query)]);
      const samples: [number[], number[]] = [[], []];
      for (let i = 0; i < calls; i++) {
        const order = i % 2 === 0 ? [0, 1] : [1, 0];
        for (const k of order) {
          const s = performance.now();
          await (k === 0 ? a : b).call(query);
          samples[k]?.push(performance.now() - s);
        }
      }
      times[name] = [median(samples[0]), median(samples[1])];
      console.log(
        `${target.kind} ${name}: ${small} reports ${times[name][0].toFixed(2)} ms, ${large} reports ${times[name][1].toFixed(2)} ms`,
      );
    }
    return times;
  } finally {
    await a.cleanup();
    await b.cleanup();
  }
};

const reachable = async (url: string) => {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
};

async function main() {
  const small = num('small', 1000);
  const large = num('large', 100_000);
  const calls = Math.max(20, num('calls', 25));
  const pgUrl =
    arg('pg') ??
    (process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined) ??
    'postgres://postgres@127.0.0.1:5432/test';
  const only = arg('only');
  const targets: Target[] = [];
  const notes: string[] = [];
  if (only !== 'postgres') targets.push(pgliteTarget());
  if (only !== 'pglite') {
    if (await reachable(pgUrl)) targets.push(postgresTarget(pgUrl, 4));
    else notes.push(`PostgreSQL at ${new URL(pgUrl).host} was unreachable: PGlite only.`);
  }
  const figures: Figure[] = [];
  for (const target of targets) {
    const times = await measure(target, small, large, calls);
    for (const name of Object.keys(QUERIES)) {
      const [a, b] = times[name] as [number, number];
      const ratio = b / a;
      figures.push({
        benchmark: `insights ${target.kind}`,
        figure: `GET /v1/embed/insights ${name}: median ms at ${small} -> ${large} reports (ratio)`,
        value: `${a.toFixed(2)} -> ${b.toFixed(2)} ms (${ratio.toFixed(2)}x)`,
        budget: `<= ${BUDGET}x`,
        ok: ratio <= BUDGET,
      });
    }
  }
  for (const n of notes) console.log(`note: ${n}`);
  for (const f of figures)
    console.log(
      `${f.ok ? 'ok  ' : 'OVER'} ${f.benchmark} ${f.figure}: ${f.value} (budget ${f.budget})`,
    );
  const out = arg('json');
  if (out) writeFileSync(out, JSON.stringify({ notes, figures }, null, 2));
  if (figures.some((f) => f.ok === false)) process.exit(1);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
