import {
  webhookDeliveryListResponseSchema,
  webhookEndpointListResponseSchema,
} from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { createWebhookWorker } from '../src/webhooks/deliveryWorker';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';
import {
  addEndpoint,
  orgWithEndpoint,
  recordingFetch,
  saveDraft,
  submitDraft,
  verifiedEvent,
  webhooksPath,
} from './webhookFixtures';

const HOOK = 'https://hooks.portal.example/rolescope';
const local = { webhooks: { allowLocalUrls: false } };

const setUp = async (
  create: () => Promise<import('../src/store/types').Store>,
  answer?: Parameters<typeof recordingFetch>[0],
) => {
  const t = await makeTestApp({ store: await create(), config: local });
  const admin = await t.adminToken();
  const receiver = recordingFetch(answer);
  const errors: unknown[] = [];
  const worker = createWebhookWorker({
    store: t.store,
    clock: t.clock,
    fetch: receiver.fetch,
    onError: (e) => errors.push(e),
  });
  return { t, admin, receiver, worker, errors };
};

describe.each(storeFactories)('webhooks ($name store)', ({ create }) => {
  it("sends each event signed, once, to the endpoints of the employee's organisation that asked for it", async () => {
    const { t, admin, receiver, worker, errors } = await setUp(create);
    const acme = await orgWithEndpoint(t, admin, HOOK, 'Acme');
    const submittedOnly = await addEndpoint(t, admin, acme.orgId, `${HOOK}/submitted`, [
      'report.submitted',
    ]);
    const beta = await orgWithEndpoint(t, admin, `${HOOK}/beta`, 'Beta');
    const plain = await t.signUpAndLogin(1);

    const draft = await saveDraft(t, acme.employee);
    t.clock.advance(1000);
    await submitDraft(t, acme.employee, acme.email, draft);
    const doomed = await saveDraft(t, acme.employee);
    expect(
      (await t.call('DELETE', `/v1/survey/delete-draft/${doomed}`, { token: acme.employee }))
        .status,
    ).toBe(200);
    await saveDraft(t, plain.token); // no organisation: no event
    const betaDraft = await saveDraft(t, beta.employee);

    expect(await worker.runOnce()).toBe(6);
    expect(await worker.runOnce()).toBe(0);
    expect(errors).toEqual([]);
    const secretOf = (url: string) =>
      url === `${HOOK}/submitted`
        ? submittedOnly.secret
        : url === HOOK
          ? acme.endpoint.secret
          : beta.endpoint.secret;
    const events = await Promise.all(
      receiver.received.map(async (r) => ({
        url: r.url,
        event: await verifiedEvent(r, secretOf(r.url), t.clock.now()),
      })),
    );
    const seen = events
      .map(({ url, event }) => `${url} ${event.type} ${event.data.reportId}`)
      .sort();
    expect(seen).toEqual(
      [
        `${HOOK} draft.created ${draft}`,
        `${HOOK} report.submitted ${draft}`,
        `${HOOK}/submitted report.submitted ${draft}`,
        `${HOOK} draft.created ${doomed}`,
        `${HOOK} report.deleted ${doomed}`,
        `${HOOK}/beta draft.created ${betaDraft}`,
      ].sort(),
    );
    const submitted = events.find(
      (e) => e.url === HOOK && e.event.type === 'report.submitted',
    )?.event;
    expect(submitted).toMatchObject({
      id: expect.stringMatching(/^evt_[0-9a-f]{32}$/),
      organizationId: acme.orgId,
      created: Math.floor(t.clock.now().getTime() / 1000),
      data: {
        reportId: draft,
        externalUserId: 'Acme-1',
        status: 'completed',
        reportType: 'competency',
      },
    });
    // one event, one id, whichever endpoint it went to
    const ids = events.filter((e) => e.event.type === 'report.submitted').map((e) => e.event.id);
    expect(new Set(ids).size).toBe(1);
  });

  it('retries with exponential backoff and lists every attempt with its status', async () => {
    const { t, admin, receiver, worker } = await setUp(create, (n) =>
      n === 1 ? 500 : n === 2 ? 'network' : 200,
    );
    const acme = await orgWithEndpoint(t, admin, HOOK);
    await saveDraft(t, acme.employee);
    const deliveries = () =>
      t.call<{
        data: {
          status: string;
          nextAttemptAt: string | null;
          attempts: { statusCode: number | null; error: string | null; succeeded: boolean }[];
        }[];
      }>('GET', `${webhooksPath(acme.orgId)}/${acme.endpoint._id}/deliveries`, { token: admin });

    expect(await worker.runOnce()).toBe(1);
    let list = await deliveries();
    expect(webhookDeliveryListResponseSchema.safeParse(list.body).success).toBe(true);
    const first = list.body.data[0];
    expect(first?.status).toBe('pending');
    expect(first?.attempts).toMatchObject([{ statusCode: 500, succeeded: false }]);
    const start = t.clock.now().getTime();
    expect(Date.parse(first?.nextAttemptAt ?? '') - start).toBe(10_000);

    t.clock.advance(9_999);
    expect(await worker.runOnce()).toBe(0);
    t.clock.advance(1);
    expect(await worker.runOnce()).toBe(1); // fails without an answer
    list = await deliveries();
    expect(Date.parse(list.body.data[0]?.nextAttemptAt ?? '') - t.clock.now().getTime()).toBe(
      20_000,
    );
    t.clock.advance(19_999);
    expect(await worker.runOnce()).toBe(0);
    t.clock.advance(1);
    expect(await worker.runOnce()).toBe(1);

    list = await deliveries();
    expect(list.body.data[0]).toMatchObject({ status: 'delivered', nextAttemptAt: null });
    expect(list.body.data[0]?.attempts).toMatchObject([
      { statusCode: 500, error: null, succeeded: false },
      { statusCode: null, error: 'Could not connect', succeeded: false },
      { statusCode: 200, error: null, succeeded: true },
    ]);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1); // the same event each time
    expect(await worker.runOnce()).toBe(0);
  });

  it('gives up 24 hours after the event, with the delivery marked failed', async () => {
    const { t, admin, worker } = await setUp(create, () => 503);
    const acme = await orgWithEndpoint(t, admin, HOOK);
    await saveDraft(t, acme.employee);
    const created = t.clock.now().getTime();
    let attempts = 0;
    for (let i = 0; i < 100; i++) {
      attempts += await worker.runOnce();
      t.clock.advance(60 * 60 * 1000);
    }
    const list = await t.call<{ data: { status: string; attempts: { at: string }[] }[] }>(
      'GET',
      `${webhooksPath(acme.orgId)}/${acme.endpoint._id}/deliveries`,
      { token: await t.adminToken() }, // the first token has expired by now
    );
    const d = list.body.data[0];
    expect(d?.status).toBe('failed');
    expect(d?.attempts).toHaveLength(attempts);
    const last = Date.parse(d?.attempts.at(-1)?.at ?? '');
    expect(last - created).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect(last - created).toBeGreaterThan(23 * 60 * 60 * 1000);
  });

  it('registers http(s) URLs only, shows the secret once, lists and deletes endpoints', async () => {
    const { t, admin } = await setUp(create);
    const acme = await orgWithEndpoint(t, admin, HOOK);
    const post = (url: string) =>
      t.call<{ message: string }>('POST', webhooksPath(acme.orgId), {
        token: admin,
        body: { url, events: ['report.submitted'] },
      });
    for (const url of [
      'ftp://hooks.example/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'not a url',
      'https://user:pass@hooks.example/',
      'http://localhost:8080/',
      'http://127.0.0.1/',
      'http://10.0.0.8/',
      'http://169.254.169.254/latest/meta-data',
      'http://192.168.1.1/',
      'http://[::1]/',
    ]) {
      const res = await post(url);
      expect(res.status, url).toBe(400);
      expect(res.body.message).toMatch(/http|URL|address|password/);
    }
    const bad = await t.call('POST', webhooksPath(acme.orgId), {
      token: admin,
      body: { url: HOOK, events: ['report.exploded'] },
    });
    expect(bad.status).toBe(400);
    expect(acme.endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);

    const list = await t.call<{ data: Record<string, unknown>[] }>(
      'GET',
      webhooksPath(acme.orgId),
      { token: admin },
    );
    expect(webhookEndpointListResponseSchema.safeParse(list.body).success).toBe(true);
    expect(list.body.data).toEqual([
      {
        _id: acme.endpoint._id,
        url: HOOK,
        events: acme.endpoint.events,
        createdAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(acme.endpoint.secret);

    const employee = await t.call('GET', webhooksPath(acme.orgId), { token: acme.employee });
    expect(employee.status).toBe(403);
    const del = await t.call('DELETE', `${webhooksPath(acme.orgId)}/${acme.endpoint._id}`, {
      token: admin,
    });
    expect(del.status).toBe(200);
    const again = await t.call('DELETE', `${webhooksPath(acme.orgId)}/${acme.endpoint._id}`, {
      token: admin,
    });
    expect(again.status).toBe(404);
    const none = await t.call(
      'GET',
      `${webhooksPath(acme.orgId)}/${acme.endpoint._id}/deliveries`,
      { token: admin },
    );
    expect(none.status).toBe(404);
  });

  it('accepts local URLs when the setting allows them', async () => {
    const t = await makeTestApp({
      store: await create(),
      config: { webhooks: { allowLocalUrls: true } },
    });
    const admin = await t.adminToken();
    const acme = await orgWithEndpoint(t, admin, 'http://127.0.0.1:9/hook');
    expect(acme.endpoint.url).toBe('http://127.0.0.1:9/hook');
  });
});
