import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/seedDemo';
import {
  allReportIds,
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
            { draftData: { report: { writer: w, i }, selectedLevels: { '1': (i % 5) + 1 } } },
            token,
          );
          if (res.status === 201 && res.body.data?.draftId)
            acknowledged.push(res.body.data.draftId);
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
