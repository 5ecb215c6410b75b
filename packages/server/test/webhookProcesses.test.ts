import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signWebhookPayload } from '@rolescope/core/webhooks';
import { describe, expect, it } from 'vitest';
import { createScratchDatabase } from '../src/store/sql/scratchDatabase';
import { cleanupsAfterAll, randomSecret, sharedPostgres, startTwoProcesses } from './processes';
import { loginToken, postJson, startServerProcess } from './serverProcess';
import { startWebhookHost, waitFor } from './webhookHost';

const ADMIN = { email: 'ops@rolescope.test', password: 'Admin@12345' };
const EVENTS = ['report.submitted', 'report.deleted', 'draft.created'];

/** The administrator sets up an organisation, its key and an endpoint; an employee signs in. */
const setUpOrganization = async (base: string, hookUrl: string) => {
  const admin = await loginToken(base, ADMIN.email, ADMIN.password);
  type Data<T> = { data: T };
  const org = await postJson<Data<{ _id: string }>>(
    `${base}/api/v1/admin/organizations`,
    { name: 'Acme', industryCategory: 'technology' },
    admin,
  );
  const orgs = `${base}/api/v1/admin/organizations/${org.body.data._id}`;
  const key = await postJson<Data<{ secret: string }>>(`${orgs}/api-keys`, {}, admin);
  const hook = await postJson<Data<{ secret: string }>>(
    `${orgs}/webhooks`,
    { url: hookUrl, events: EVENTS },
    admin,
  );
  expect(hook.status).toBe(201);
  const session = await postJson<Data<{ clientSecret: string }>>(
    `${base}/api/v1/embed/sessions`,
    { externalUserId: 'emp-1', email: 'emp-1@portal.example' },
    key.body.data.secret,
  );
  return { hookSecret: hook.body.data.secret, employee: session.body.data.clientSecret };
};

const saveDraft = async (base: string, token: string) => {
  const res = await postJson(`${base}/api/v1/survey/save-draft`, { draftData: {} }, token);
  expect(res.status).toBe(201);
  return res.body.data?.draftId ?? '';
};

const common = () => ({
  JWT_SECRET: randomSecret(),
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  WEBHOOK_ALLOW_LOCAL_URLS: '1',
});

const databases = [
  { name: 'PGlite', shared: undefined as string | undefined },
  ...sharedPostgres.map((p) => ({ name: `PostgreSQL (${p.where})`, shared: p.url })),
];

describe.each(databases)('webhooks across a crash ($name)', ({ shared }) => {
  const cleanup = cleanupsAfterAll();

  it('delivers an event committed just before the process was killed, after a restart', async () => {
    const cwd = mkdtempSync(path.join(os.tmpdir(), 'rolescope-hooks-crash-'));
    cleanup(() => rmSync(cwd, { recursive: true, force: true }));
    const db = shared ? await createScratchDatabase(shared, 'rs_hooks') : undefined;
    if (db) cleanup(db.drop);
    const env = {
      ...common(),
      ...(db ? { DATABASE_URL: db.url } : { DATA_DIR: path.join(cwd, 'data') }),
    };
    const host = await startWebhookHost();
    cleanup(host.close);

    // The first process polls its outbox once, at start: what is committed later waits.
    const first = await startServerProcess({ ...env, WEBHOOK_POLL_MS: '999999' }, { cwd });
    cleanup(() => void first.child.kill('SIGKILL'));
    const { hookSecret, employee } = await setUpOrganization(first.url, host.url);
    host.setSecret(hookSecret);
    const draftId = await saveDraft(first.url, employee);
    first.child.kill('SIGKILL'); // after the commit, before any delivery
    await first.exited;
    expect(host.deliveries()).toBe(0);

    const second = await startServerProcess({ ...env, WEBHOOK_POLL_MS: '100' }, { cwd });
    cleanup(() => void second.child.kill('SIGKILL'));
    await waitFor(() => host.processed.length >= 1);
    expect(host.processed).toMatchObject([
      { type: 'draft.created', data: { reportId: draftId, externalUserId: 'emp-1' } },
    ]);
    expect(host.refused).toEqual([]);
    expect(second.output()).not.toContain(hookSecret);
  }, 120_000);
});

describe('a host receiving webhooks', () => {
  const cleanup = cleanupsAfterAll();

  it('verifies the signature, refuses a tampered body and a replay, processes a redelivery once', async () => {
    const host = await startWebhookHost();
    cleanup(host.close);
    host.setSecret('whsec_host_test_secret');
    const payload = JSON.stringify({ id: 'evt_1', type: 'report.submitted' });
    const now = Math.floor(Date.now() / 1000);
    const send = (body: string, header: string) =>
      fetch(host.url, { method: 'POST', headers: { 'rolescope-signature': header }, body });
    const header = await signWebhookPayload({
      payload,
      secret: 'whsec_host_test_secret',
      timestamp: now,
    });

    expect((await send(payload, header)).status).toBe(200);
    expect((await send(payload.replace('submitted', 'deleted'), header)).status).toBe(400);
    const forged = await signWebhookPayload({ payload, secret: 'whsec_guess', timestamp: now });
    expect((await send(payload, forged)).status).toBe(400);
    // the same delivery captured and sent again six minutes later
    host.skew(6 * 60);
    expect((await send(payload, header)).status).toBe(400);
    host.skew(0);
    // a redelivery (fresh signature, same event id) is acknowledged and not processed twice
    const again = await signWebhookPayload({
      payload,
      secret: 'whsec_host_test_secret',
      timestamp: now + 1,
    });
    expect((await send(payload, again)).status).toBe(200);
    expect(host.processed).toHaveLength(1);
    expect(host.refused).toEqual(['mismatch', 'mismatch', 'outside-tolerance']);
  });
});

describe.each(sharedPostgres)('two server processes on one PostgreSQL ($where)', ({ url }) => {
  const cleanup = cleanupsAfterAll();

  it('deliver each event once between them', async () => {
    const host = await startWebhookHost({ delayMs: 30 });
    cleanup(host.close);
    const { procs } = await startTwoProcesses(url, 'rs_hooks2', cleanup, (cwd) => {
      const env = { ...common(), DATA_DIR: path.join(cwd, 'data'), WEBHOOK_POLL_MS: '20' };
      return [env, env];
    });
    const [a, b] = procs;
    const { hookSecret, employee } = await setUpOrganization(a.url, host.url);
    host.setSecret(hookSecret);
    const drafts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => saveDraft((i % 2 ? a : b).url, employee)),
    );
    await waitFor(() => host.processed.length >= drafts.length);
    await new Promise((r) => setTimeout(r, 1000)); // room for a duplicate to arrive
    expect(host.deliveries()).toBe(drafts.length);
    expect(new Set(host.processed.map((e) => e.data.reportId))).toEqual(new Set(drafts));
  }, 120_000);
});
