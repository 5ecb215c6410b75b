import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiKeyDigest } from '../src/services/apiKeys';
import { createStoreFromUrl, redactUrl } from '../src/store/sql/createStoreFromUrl';
import { createScratchDatabase } from '../src/store/sql/scratchDatabase';
import { NO_PASSWORD } from '../src/store/types';
import { megabytes, peakRss, procStatus } from './rss';
import { loginToken, type ServerProcess, startServerProcess } from './serverProcess';
import { postgresUrl } from './sqlStores';

const pgUrl = postgresUrl();
const ADMIN = { email: 'lists-admin@example.com', password: 'Lists@12345' };
/** The server process's resident memory may never pass this (PostgreSQL). */
const RSS_BUDGET_BYTES = 400 * 1024 * 1024;
/**
 * PGlite's database lives in the server process (about 430 MB resident once it has opened
 * these 150 MB of reports, before any request): there the lists may add at most this.
 */
const PGLITE_GROWTH_BYTES = 100 * 1024 * 1024;
const CONCURRENT = 10;
const REPORTS = 150;
/** Each stored report's answers weigh about 1 MB (stored before any quota: the worst case). */
const REPORT_TEXT_BYTES = 1_000_000;

type Where = { kind: 'pglite' | 'postgres'; where: string };
const stores: Where[] = [
  { kind: 'pglite', where: 'PGlite' },
  ...(pgUrl ? [{ kind: 'postgres' as const, where: redactUrl(pgUrl) }] : []),
];

/**
 * An organisation with one employee and REPORTS completed reports of about 1 MB each, written
 * through the store (as a store that holds them from before any quota), and a key of it.
 */
const seed = async (databaseUrl: string) => {
  const { store } = await createStoreFromUrl(databaseUrl);
  try {
    const now = new Date('2026-01-01T00:00:00Z');
    const organizationId = randomUUID();
    await store.createOrganization({
      id: organizationId,
      name: 'Heavy Org',
      industryCategory: 'it',
      status: 'active',
      createdAt: now,
    });
    const secret = `rs_sk_${randomBytes(32).toString('base64url')}`;
    await store.createApiKey({
      id: randomUUID(),
      organizationId,
      name: 'k',
      prefix: secret.slice(0, 12),
      secretHash: await apiKeyDigest(secret),
      createdAt: now,
      lastUsedAt: null,
      revokedAt: null,
    });
    const owner = await store.createUser({
      id: randomUUID(),
      email: 'heavy-employee@example.com',
      passwordHash: NO_PASSWORD,
      mobile: '',
      designation: '',
      level: '',
      functionDepartment: '',
      name: '',
      role: 'user',
      organizationId,
      externalUserId: 'emp-1',
      createdAt: now,
    });
    for (let i = 0; i < REPORTS; i++) {
      await store.submitReport({
        ownerId: owner.id,
        email: owner.email,
        reportType: 'competency',
        draftId: null,
        newId: randomUUID(),
        report: null,
        selectedLevels: {},
        userFilledDetails: {
          details: { role: `Engineer ${i}`, notes: 'v'.repeat(REPORT_TEXT_BYTES) },
        },
        scoreDetails: null,
        now: new Date(now.getTime() + i * 1000),
      });
    }
    return secret;
  } finally {
    await store.close();
  }
};

describe.each(stores)(
  'organisation and administrator lists of 1 MB reports on a real server process ($where)',
  ({ kind }) => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const fn of cleanups.reverse()) await fn();
    }, 60_000);

    const start = async () => {
      const cwd = mkdtempSync(path.join(os.tmpdir(), 'rolescope-orglist-'));
      cleanups.push(() => rmSync(cwd, { recursive: true, force: true }));
      let databaseUrl = `pglite://${path.join(cwd, 'db')}`;
      if (kind === 'postgres' && pgUrl) {
        const db = await createScratchDatabase(pgUrl, 'rs_orglist');
        cleanups.push(db.drop);
        databaseUrl = db.url;
      }
      const key = await seed(databaseUrl);
      const server: ServerProcess = await startServerProcess(
        {
          DATABASE_URL: databaseUrl,
          JWT_SECRET: 'x'.repeat(64),
          DATA_DIR: path.join(cwd, 'data'),
          SEED_DEMO: '0',
          ADMIN_EMAIL: ADMIN.email,
          ADMIN_PASSWORD: ADMIN.password,
        },
        { cwd },
      );
      cleanups.push(() => {
        server.child.kill('SIGKILL');
      });
      const admin = await loginToken(server.url, ADMIN.email, ADMIN.password);
      return { server, key, admin, pid: server.child.pid ?? 0 };
    };

    /** CONCURRENT GETs of `pathname` at once: each answer's status, size and body. */
    const burst = async (base: string, pathname: string, token: string) =>
      Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          const res = await fetch(`${base}/api${pathname}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const body = await res.text();
          return { status: res.status, bytes: Buffer.byteLength(body), body };
        }),
      );

    it(`answers ${CONCURRENT} concurrent organisation and administrator lists over ${REPORTS} reports of 1 MB under 400 MB RSS`, async () => {
      const { server, key, admin, pid } = await start();
      const seeded = procStatus(pid, 'VmRSS');
      console.info(`[orgListMemory ${kind}] RSS ${megabytes(seeded)} MB once started`);
      // the lists as they answer by default (summaries), then whole reports (ten a page, one
      // page read at a time: their figures are logged for docs/security.md)
      const lists = [
        {
          name: 'organisation summaries',
          path: '/v1/embed/reports?page=1&limit=100',
          token: key,
          rows: 100,
          bounded: true,
        },
        {
          name: 'administrator summaries',
          path: '/v1/admin/reports?page=1&limit=100',
          token: admin,
          rows: 100,
          bounded: true,
        },
        {
          name: 'organisation whole reports',
          path: '/v1/embed/report-documents?page=1&limit=100',
          token: key,
          rows: 10,
          bounded: false,
        },
        {
          name: 'administrator whole reports',
          path: '/v1/admin/report-documents?page=1&limit=100',
          token: admin,
          rows: 10,
          bounded: false,
        },
      ];
      const figures: string[] = [];
      for (const list of lists) {
        let answers: Awaited<ReturnType<typeof burst>> = [];
        const peak = await peakRss(pid, async () => {
          answers = await burst(server.url, list.path, list.token);
        });
        figures.push(
          `${list.name}: page ${megabytes(answers[0]?.bytes ?? 0)} MB, peak RSS ${megabytes(peak)} MB`,
        );
        console.info(`[orgListMemory ${kind}] ${figures.at(-1)}`);
        if (list.bounded && kind === 'postgres')
          expect(peak, list.name).toBeLessThan(RSS_BUDGET_BYTES);
        if (list.bounded && kind === 'pglite') {
          expect(peak - seeded, list.name).toBeLessThan(PGLITE_GROWTH_BYTES);
        }
        for (const a of answers) {
          expect(a.status, a.body.slice(0, 200)).toBe(200);
          const page = JSON.parse(a.body);
          expect(page.data).toHaveLength(list.rows);
          expect(page.pagination.totalReports).toBe(REPORTS);
          if (list.rows === 100) expect(a.bytes).toBeLessThan(1024 * 1024);
        }
      }
      console.info(
        `[orgListMemory ${kind}] RSS ${megabytes(seeded)} MB once started; ${CONCURRENT} at once: ${figures.join('; ')}`,
      );
    }, 600_000);
  },
);
