/**
 * The server figures (part of `npm run bench`): the list endpoint (`LIST_ENDPOINT`,
 * page 1 of 10, 50 connections) on our server and on the reference (scripts/bench/reference.ts)
 * in the same run, alternating (ours, reference, reference, ours, ...), on PGlite and on
 * PostgreSQL; then the scale runs (a user with 10 reports against one with 10,000, and page
 * 1,000 of the latter). Every answer under load is checked (status and exact body).
 *
 * Options: --pg URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test; skipped
 * with a note when unreachable), --only pglite|postgres, --warmup S (4), --duration S (7),
 * --rounds N (ABBA pairs, 1), --users N (1000), --reports N (30000: page 1 does not depend
 * on the table's size, and seeding 100,000 takes 35-45 s on this machine), --json FILE.
 */
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildCatalog } from '../src/catalog/buildCatalog';
import { readCatalogDir } from '../src/catalog/loadCatalogDir';
import { createArgon2Hasher } from '../src/hash/argon2';
import { defaultPaths } from '../src/node/paths';
import { startServer } from '../src/node/server';
import { parseSettings } from '../src/node/settings';
import { withCleanErrors } from '../src/store/sql/withCleanErrors';
import { LIST_ENDPOINT, listPath } from './bench/listEndpoint';
import { type Figure, listFigures, scaleFigures } from './bench/listFigures';
import { type ListRequest, runListLoad } from './bench/listLoad';
import { type ListRun, measureList, type RunSettings, runLine } from './bench/listRun';
import { type Kind, openTarget } from './bench/listTarget';
import { startReference } from './bench/reference';
import { scaleEmail, seedScaleUser } from './bench/scaleSeed';
import { BENCH_PASSWORD, benchEmail, seedBenchData } from './bench/seed';
import { signIn } from './bench/signIn';
import { sizeFigure, tableSizes } from './bench/tableSizes';

const arg = (name: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const num = (name: string, fallback: number) => {
  const n = Number(arg(name) ?? fallback);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number`);
  return n;
};

const SCALE = [10, 10_000];
const DEEP_CONNECTIONS = 10;
/** Users signed in for the list runs (argon2id: about 15 ms of CPU each). */
const SIGNED_IN = 100;

/** The body each server answers to each request: ours is the expected one; differences counted. */
const expectedBodies = async (
  ours: string,
  reference: string,
  requests: Omit<ListRequest, 'expected'>[],
) => {
  let differ = 0;
  const out: ListRequest[] = [];
  for (const r of requests) {
    const get = (base: string) =>
      fetch(base + r.path, { headers: { authorization: `Bearer ${r.token}` } });
    const [a, b] = await Promise.all([get(ours), get(reference)]);
    const [bodyA, bodyB] = [await a.text(), await b.text()];
    if (a.status !== 200) throw new Error(`our server answered ${a.status} to ${r.path}`);
    if (b.status !== 200 || bodyA !== bodyB) differ += 1;
    out.push({ ...r, expected: bodyA });
  }
  return { requests: out, differ };
};

async function runTarget(kind: Kind, pgUrl: string, config: Config) {
  console.log(`\n== ${kind}: ${LIST_ENDPOINT} ==`);
  const hasher = createArgon2Hasher();
  const catalog = buildCatalog(readCatalogDir(defaultPaths().catalogDir));
  const target = await openTarget(kind, pgUrl);
  try {
    const started = performance.now();
    const passwordHash = await hasher.hash(BENCH_PASSWORD);
    const { db } = target.handle;
    await seedBenchData(db, {
      users: config.users,
      reports: config.reports,
      passwordHash,
      catalog,
    });
    for (const n of SCALE) await seedScaleUser(db, n, passwordHash);
    const seedSeconds = (performance.now() - started) / 1000;
    const sizes = await tableSizes(db);
    console.log(
      `seeded ${config.reports} reports over ${config.users} users, and users with ${SCALE.join(' and ')} reports, in ${seedSeconds.toFixed(1)} s`,
    );
    const secret = randomBytes(32).toString('hex');
    const settings = parseSettings(
      {
        PORT: '0',
        HOST: '127.0.0.1',
        SEED_DEMO: '0',
        JWT_SECRET: secret,
        MAIL_TRANSPORT: `file://${path.join(os.tmpdir(), 'rolescope-bench-mail')}`,
        STATIC_DIR: path.join(os.tmpdir(), 'rolescope-bench-no-static'),
      },
      defaultPaths(),
    );
    const store = { store: withCleanErrors(target.handle.store), kind, location: kind };
    const ours = await startServer(settings, { store, log: null, hasher });
    const reference = await startReference(secret, target.query);
    try {
      const emails = Array.from({ length: Math.min(SIGNED_IN, config.users) }, (_, i) =>
        benchEmail(((i * 7919) % config.users) + 1),
      );
      const sessions = await signIn(ours.url, [...emails, ...SCALE.map(scaleEmail)]);
      const tokenOf = (email: string) => sessions.find((s) => s.email === email)?.token ?? '';
      const requestsOf = (list: string[], page: number) =>
        expectedBodies(
          ours.url,
          reference.url,
          list.map((email) => ({ path: listPath(email, page, 10), token: tokenOf(email) })),
        );
      const settingsOfRun: RunSettings = {
        ...config,
        database: target.database,
        entry: fileURLToPath(import.meta.url),
      };
      const run = async (
        label: string,
        server: ListRun['server'],
        requests: ListRequest[],
        connections = config.connections,
      ) => {
        const r = await measureList(
          server,
          server === 'ours' ? ours.url : reference.url,
          requests,
          { ...settingsOfRun, connections },
        );
        console.log(runLine(`${label} ${server}`, r));
        return r;
      };

      const list = await requestsOf(emails, 1);
      // Not counted: a short load of each server first, so that neither pays the process's
      // first JIT tiers (Node's and PGlite's WebAssembly) in a counted run.
      for (const server of ['ours', 'reference'] as const) {
        await measureList(server, server === 'ours' ? ours.url : reference.url, list.requests, {
          ...settingsOfRun,
          warmup: 1,
          duration: config.warmup,
        });
      }
      const listRuns: ListRun[] = [];
      for (let i = 0; i < config.rounds; i++) {
        const order: ListRun['server'][] =
          i % 2 === 0
            ? ['ours', 'reference', 'reference', 'ours']
            : ['reference', 'ours', 'ours', 'reference'];
        for (const server of order) listRuns.push(await run('list page 1', server, list.requests));
      }
      const small = await requestsOf([scaleEmail(10)], 1);
      const large = await requestsOf([scaleEmail(10_000)], 1);
      const deep = await requestsOf([scaleEmail(10_000)], 1000);
      const scaleRuns = {
        small: [] as ListRun[],
        large: [] as ListRun[],
        deepOurs: [] as ListRun[],
        deepReference: [] as ListRun[],
      };
      scaleRuns.small.push(await run('10 reports, page 1', 'ours', small.requests));
      scaleRuns.large.push(await run('10,000 reports, page 1', 'ours', large.requests));
      scaleRuns.large.push(await run('10,000 reports, page 1', 'ours', large.requests));
      scaleRuns.small.push(await run('10 reports, page 1', 'ours', small.requests));
      // One user reading deep into their own history: 50 connections of it would only measure
      // a queue (15 ms of PGlite's single thread each); 10 is already far more than one user.
      const deepLabel = `10,000 reports, page 1000, ${DEEP_CONNECTIONS} conn.`;
      scaleRuns.deepOurs.push(await run(deepLabel, 'ours', deep.requests, DEEP_CONNECTIONS));
      scaleRuns.deepReference.push(
        await run(deepLabel, 'reference', deep.requests, DEEP_CONNECTIONS),
      );
      const differ = list.differ + small.differ + large.differ + deep.differ;
      return {
        kind,
        seedSeconds,
        referenceBodiesDiffer: differ,
        figures: [
          ...listFigures(kind, listRuns, differ),
          ...scaleFigures(kind, scaleRuns),
          sizeFigure(kind, sizes),
        ],
        sizes,
        runs: { list: listRuns, ...scaleRuns },
      };
    } finally {
      await reference.close();
      await ours.close();
    }
  } finally {
    await target.cleanup();
  }
}

type Config = {
  warmup: number;
  duration: number;
  rounds: number;
  connections: number;
  users: number;
  reports: number;
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
  const config: Config = {
    warmup: num('warmup', 4),
    duration: num('duration', 7),
    rounds: Math.min(num('rounds', 1), 5),
    connections: num('connections', 50),
    users: num('users', 1000),
    reports: num('reports', 30_000),
  };
  const pgUrl =
    arg('pg') ??
    (process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined) ??
    'postgres://postgres@127.0.0.1:5432/test';
  const only = arg('only');
  const notes: string[] = [];
  const kinds: Kind[] = [];
  if (only !== 'postgres') kinds.push('pglite');
  if (only !== 'pglite') {
    if (await reachable(pgUrl)) kinds.push('postgres');
    else notes.push(`PostgreSQL at ${new URL(pgUrl).host} was unreachable: PGlite only.`);
  }
  console.log(
    `list bench: ${LIST_ENDPOINT}, ${config.connections} connections, ${config.warmup} s warm-up + ${config.duration} s measured per run, ${config.rounds} ABBA round(s)`,
  );
  const targets = [];
  for (const kind of kinds) targets.push(await runTarget(kind, pgUrl, config));
  const figures: Figure[] = targets.flatMap((t) => t.figures);
  for (const n of notes) console.log(`note: ${n}`);
  for (const f of figures)
    console.log(
      `${f.ok === null ? '    ' : f.ok ? 'ok  ' : 'OVER'} ${f.figure}: ${f.value} (budget ${f.budget})`,
    );
  const out = arg('json');
  if (out)
    writeFileSync(
      out,
      JSON.stringify({ endpoint: LIST_ENDPOINT, config, notes, figures, targets }, null, 2),
    );
}

if (process.argv.includes('--list-load')) {
  process.once('message', (job: Parameters<typeof runListLoad>[0]) => {
    runListLoad(job, () => process.send?.('measure')).then(
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
