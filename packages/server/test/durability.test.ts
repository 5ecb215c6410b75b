import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/seedDemo';
import {
  allReportIds,
  getJson,
  loginToken,
  postJson,
  type ServerProcess,
  startServerProcess,
} from './serverProcess';

const dirs: string[] = [];
const children: ServerProcess[] = [];
afterAll(() => {
  for (const c of children) c.child.kill('SIGKILL');
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe('durability on the embedded database', () => {
  it('keeps every acknowledged draft save when the process is killed mid-stream', async () => {
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'rolescope-durability-'));
    dirs.push(cwd);
    const env = { SEED_DEMO: '1', DATA_DIR: path.join(cwd, 'data') };

    const first = await startServerProcess(env, { cwd });
    children.push(first);
    const token = await loginToken(first.url, DEMO_EMAIL, DEMO_PASSWORD);

    // Four writers stream saves; every 201 is recorded as acknowledged.
    const acknowledged: string[] = [];
    let killed = false;
    const writer = async (w: number) => {
      for (let i = 0; !killed; i++) {
        try {
          const res = await postJson(
            `${first.url}/api/v1/survey/save-draft`,
            {
              draftData: {
                userFilledDetails: { details: { role: `writer ${w}, save ${i}` } },
                selectedLevels: { '1': (i % 5) + 1 },
              },
            },
            token,
          );
          if (res.status === 201 && res.body.data?.draftId)
            acknowledged.push(res.body.data.draftId);
          // the drafts cap answers 409 once the user holds 100: the acknowledged
          // saves so far are what the restart must keep
          else if (res.status === 409) return;
          else if (!killed) throw new Error(`save-draft answered ${res.status}`);
        } catch (e) {
          if (!killed) throw e;
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    await new Promise((r) => setTimeout(r, 1500));
    killed = true;
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    // really gone: nothing answers on its port any more
    await expect(fetch(`${first.url}/api/health`)).rejects.toThrow();
    await Promise.all(writers);
    const acked = [...acknowledged];
    expect(acked.length).toBeGreaterThan(20);

    const second = await startServerProcess(env, { cwd });
    children.push(second);
    const token2 = await loginToken(second.url, DEMO_EMAIL, DEMO_PASSWORD);
    const stored = await allReportIds(second.url, DEMO_EMAIL, token2);
    const missing = acked.filter((id) => !stored.has(id));
    expect(missing).toEqual([]);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});

/**
 * A POST of a large body sent the way curl sends one: `Expect: 100-continue` first, then,
 * once the server has taken the request (its handler is running and answers 100 Continue),
 * half the body, and the rest once `between` resolves. The request is in flight on the
 * server for as long as `between` takes: a slow upload, as from a phone. No timing guess.
 */
const postInTwoParts = (url: string, token: string, body: string, between: () => Promise<void>) => {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  return new Promise<{
    status: number;
    connection?: string;
    body: { data?: { draftId?: string } };
  }>((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': bytes.length,
        expect: '100-continue',
        authorization: `Bearer ${token}`,
      },
    });
    req.on('error', reject);
    req.on('continue', () => {
      req.write(bytes.subarray(0, half), () => {
        between().then(() => req.end(bytes.subarray(half)), reject);
      });
    });
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          connection: res.headers.connection,
          body: JSON.parse(text),
        }),
      );
    });
    req.flushHeaders();
  });
};

/** Resolves once `text` appears in the process's output. */
const waitForOutput = async (server: ServerProcess, text: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!server.output().includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('graceful shutdown on the embedded database', () => {
  it('answers a request in flight at SIGTERM, refuses new ones, exits 0, and the data reopens', async () => {
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'rolescope-sigterm-'));
    dirs.push(cwd);
    const env = { SEED_DEMO: '1', DATA_DIR: path.join(cwd, 'data') };
    const first = await startServerProcess(env, { cwd });
    children.push(first);
    const token = await loginToken(first.url, DEMO_EMAIL, DEMO_PASSWORD);

    // a large but valid draft (about 350 KB, under the 512 KiB draft limit, each answer
    // within its 200 characters, at most 100 keys: 36 lists of 50 answers)
    const notes = Object.fromEntries(
      Array.from({ length: 36 }, (_, i) => [
        `notes${i}`,
        Array.from({ length: 50 }, () => 'Quarterly goals, stakeholders and outcomes. '.repeat(4)),
      ]),
    );
    const draft = {
      draftData: { userFilledDetails: { details: { role: 'in-flight-at-sigterm', ...notes } } },
    };
    let refused: unknown;
    const saved = postInTwoParts(
      `${first.url}/api/v1/survey/save-draft`,
      token,
      JSON.stringify(draft),
      async () => {
        first.child.kill('SIGTERM');
        await waitForOutput(first, 'SIGTERM: finishing requests in flight');
        // the listener is closed: a new connection is refused while the old one finishes
        refused = await fetch(`${first.url}/api/health`).then(
          (r) => new Error(`a new request was answered ${r.status}`),
          (e: Error) => e,
        );
      },
    );
    const answer = await saved;
    expect(answer.status).toBe(201);
    // and it closes its connection, so no idle keep-alive socket delays the exit
    expect(answer.connection).toBe('close');
    const draftId = answer.body.data?.draftId;
    expect(draftId).toMatch(/^[0-9a-f-]{36}$/);
    // refused at connect, or reset when it reached the closing listener's backlog: either way
    // the new request is never answered
    expect((refused as Error & { cause?: { code?: string } })?.cause?.code).toMatch(
      /^ECONN(REFUSED|RESET)$/,
    );
    expect(await first.exited).toBe(0);

    // the same data folder opens again (the database was closed cleanly) with the draft whole
    const second = await startServerProcess(env, { cwd });
    children.push(second);
    expect(second.output()).not.toMatch(/recover|corrupt|error/i);
    const token2 = await loginToken(second.url, DEMO_EMAIL, DEMO_PASSWORD);
    const report = await getJson<{
      data: { _id: string; userFilledDetails?: { details?: Record<string, string> } };
    }>(`${second.url}/api/v1/user/fetchUserReport/${encodeURIComponent(draftId ?? '')}`, token2);
    const stored = report.body.data;
    expect(stored?.userFilledDetails?.details?.role).toBe('in-flight-at-sigterm');
    expect(stored?.userFilledDetails?.details).toMatchObject(notes);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
