import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_TEXT_LENGTH } from '@rolescope/core/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { DRAFT_BODY_LIMIT_BYTES } from '../src/http/bodyLimits';
import { MAX_QUEUED_PAGES_PER_CALLER } from '../src/http/byteBudget';
import { MAX_WHOLE_REPORTS_PAGE_SIZE } from '../src/http/pagination';
import { MAX_DRAFTS_PER_USER } from '../src/services/reports';
import { redactUrl } from '../src/store/sql/createStoreFromUrl';
import { createScratchDatabase } from '../src/store/sql/scratchDatabase';
import { peakRss, procStatus as status } from './rss';
import { loginToken, postJson, type ServerProcess, startServerProcess } from './serverProcess';
import { postgresUrl } from './sqlStores';

const pgUrl = postgresUrl();
const ACCOUNT = { email: 'heavy@example.com', password: 'Heavy@12345' };
/** The server process's resident memory may never pass this (the quotas). */
const RSS_BUDGET_BYTES = 400 * 1024 * 1024;
const CONCURRENT = 20;

/**
 * A draft body of about 512 KiB, every value and key count within its limit (lists of 50
 * texts of 200 characters).
 */
const largestDraft = () => {
  const details: Record<string, string | string[]> = { role: 'Engineer' };
  const list = Array.from({ length: 50 }, () => 'v'.repeat(MAX_TEXT_LENGTH));
  const size = () => JSON.stringify({ draftData: { details } }).length;
  for (let i = 0; size() + JSON.stringify(list).length + 20 < DRAFT_BODY_LIMIT_BYTES; i++) {
    details[`tier${i}`] = list;
  }
  return { draftData: { details } };
};

/** Runs `fn` over `items`, `width` at a time. */
const inParallel = async <T>(items: T[], width: number, fn: (item: T) => Promise<void>) => {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++] as T);
    }),
  );
};

describe.each(pgUrl ? [{ url: pgUrl, where: redactUrl(pgUrl) }] : [])(
  'list pages of the largest drafts on a real server process ($where)',
  ({ url }) => {
    const cleanups: (() => Promise<void> | void)[] = [];
    afterAll(async () => {
      for (const fn of cleanups.reverse()) await fn();
    }, 30_000);

    const start = async () => {
      const db = await createScratchDatabase(url, 'rs_listmem');
      cleanups.push(db.drop);
      const cwd = mkdtempSync(path.join(os.tmpdir(), 'rolescope-listmem-'));
      cleanups.push(() => rmSync(cwd, { recursive: true, force: true }));
      const server: ServerProcess = await startServerProcess(
        {
          DATABASE_URL: db.url,
          JWT_SECRET: 'x'.repeat(64),
          DATA_DIR: path.join(cwd, 'data'),
          SEED_DEMO: '0',
          ADMIN_EMAIL: ACCOUNT.email,
          ADMIN_PASSWORD: ACCOUNT.password,
        },
        { cwd },
      );
      cleanups.push(() => {
        server.child.kill('SIGKILL');
      });
      const token = await loginToken(server.url, ACCOUNT.email, ACCOUNT.password);
      const body = largestDraft();
      await inParallel(
        Array.from({ length: MAX_DRAFTS_PER_USER }, (_, i) => i),
        4,
        async () => {
          const saved = await postJson(`${server.url}/api/v1/survey/save-draft`, body, token);
          expect(saved.status).toBe(201);
        },
      );
      return { server, token, pid: server.child.pid ?? 0 };
    };

    /** `CONCURRENT` GETs of `path` at once; each answer's status and size in bytes. */
    const burst = async (base: string, pathname: string, token: string) => {
      const answers: { status: number; bytes: number; body: string }[] = [];
      await Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          const res = await fetch(`${base}${pathname}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          const body = await res.text();
          answers.push({ status: res.status, bytes: Buffer.byteLength(body), body });
        }),
      );
      return answers;
    };

    it(`answers ${CONCURRENT} pages of ${MAX_DRAFTS_PER_USER} summaries at once, each at most 2 MB, and ${CONCURRENT} whole-body pages, under 400 MB RSS`, async () => {
      const { server, token, pid } = await start();
      const email = encodeURIComponent(ACCOUNT.email);
      const seeded = status(pid, 'VmRSS');

      let answers: Awaited<ReturnType<typeof burst>> = [];
      const summaryPeak = await peakRss(pid, async () => {
        answers = await burst(
          server.url,
          `/api/v1/user/fetchUserReportSummaries/${email}?page=1&limit=100`,
          token,
        );
      });
      for (const a of answers) {
        expect(a.status).toBe(200);
        expect(a.bytes).toBeLessThanOrEqual(2 * 1024 * 1024);
        expect(JSON.parse(a.body).data).toHaveLength(MAX_DRAFTS_PER_USER);
      }
      expect(summaryPeak).toBeLessThan(RSS_BUDGET_BYTES);
      const summaryBytes = Math.max(...answers.map((a) => a.bytes));

      // whole bodies: the page is capped, so twenty at once still fit the budget
      const wholePeak = await peakRss(pid, async () => {
        answers = await burst(
          server.url,
          `/api/v1/user/fetchUserReports/${email}?page=1&limit=100`,
          token,
        );
      });
      // one caller's pages wait in its own queue: past MAX_QUEUED_PAGES_PER_CALLER waiting, 429
      const served = answers.filter((a) => a.status === 200);
      expect(served.length).toBeGreaterThanOrEqual(MAX_QUEUED_PAGES_PER_CALLER);
      for (const a of answers) {
        if (a.status !== 200) {
          expect(a.status).toBe(429);
          continue;
        }
        const page = JSON.parse(a.body);
        expect(page.data).toHaveLength(MAX_WHOLE_REPORTS_PAGE_SIZE);
        expect(page.pagination.limit).toBe(MAX_WHOLE_REPORTS_PAGE_SIZE);
      }
      expect(wholePeak).toBeLessThan(RSS_BUDGET_BYTES);
      const mb = (n: number) => (n / 2 ** 20).toFixed(1);
      const wholeBytes = Math.max(...served.map((a) => a.bytes));
      console.info(
        `[listMemory] RSS ${mb(seeded)} MB once seeded; ${CONCURRENT} at once: summaries page ${mb(summaryBytes)} MB, peak RSS ${mb(summaryPeak)} MB; whole-body page ${mb(wholeBytes)} MB, peak RSS ${mb(wholePeak)} MB`,
      );
    }, 300_000);
  },
);
