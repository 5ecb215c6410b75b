import { randomUUID } from 'node:crypto';
import { MAX_RECORD_KEYS, TOO_MANY_KEYS } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import {
  DRAFT_OVER_QUOTA,
  MAX_REPORT_CONTENT_BYTES,
  MAX_SUBMITTED_REPORTS_PER_USER,
  REPORT_OVER_QUOTA,
  TOO_MANY_REPORTS,
} from '../src/services/quotas';
import type { Store } from '../src/store/types';
import { submitBody, workedExample } from './answers';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

type Message = { message?: string; data?: { draftId?: string; reportId?: string } };

/** A step's answers of about `bytes` as JSON: lists of 50 texts of 200 characters, each allowed. */
const stuffed = (bytes: number, prefix: string) => {
  const answers: Record<string, string[]> = {};
  const list = Array.from({ length: 50 }, () => 'v'.repeat(200));
  const perKey = JSON.stringify(list).length + 12;
  for (let i = 0; i * perKey < bytes; i++) answers[`${prefix}${i}`] = list;
  return answers;
};

const bytesOf = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

describe.each(storeFactories)('quotas on stored data ($name store)', ({ create }) => {
  const setup = async (store?: Store) => {
    const t = await makeTestApp({ store: store ?? (await create()) });
    const u = await t.signUpAndLogin(1);
    return { t, u };
  };

  it('weighs an updated draft after the merge: three parts under 512 KiB never store 1.5 MiB', async () => {
    const { t, u } = await setup();
    const part = (prefix: string) => stuffed(480 * 1024, prefix);
    expect(bytesOf({ draftData: { details: part('a') } })).toBeLessThan(512 * 1024);
    const saved = await t.call<Message>('POST', '/v1/survey/save-draft', {
      token: u.token,
      body: { draftData: { details: part('a') } },
    });
    expect(saved.status).toBe(201);
    const draftId = saved.body.data?.draftId ?? '';
    for (const [key, prefix] of [
      ['organizationDetails', 'b'],
      ['organizationDetails', 'c'],
    ] as const) {
      const res = await t.call<Message>('PUT', '/v1/survey/update-draft', {
        token: u.token,
        body: { draftId, draftData: { [key]: part(prefix) } },
      });
      expect(res.status).toBe(413);
      expect(res.body.message).toBe(DRAFT_OVER_QUOTA);
    }
    const stored = await t.call<{ data: unknown }>('GET', `/v1/user/fetchUserReport/${draftId}`, {
      token: u.token,
    });
    expect(bytesOf(stored.body.data)).toBeLessThan(MAX_REPORT_CONTENT_BYTES + 4096);
    // a small update still saves
    const small = await t.call('PUT', '/v1/survey/update-draft', {
      token: u.token,
      body: { draftId, draftData: { organizationDetails: { employees: '10' } } },
    });
    expect(small.status).toBe(200);
  });

  it('refuses a submitted report over 512 KiB with 413 and a message', async () => {
    const { t, u } = await setup();
    const body = submitBody(u.email);
    const details = { ...workedExample().details, ...stuffed(600 * 1024, 't') };
    const big = { ...body, userFilledDetails: { ...body.userFilledDetails, details } };
    expect(bytesOf(big)).toBeLessThan(1024 * 1024);
    const res = await t.call<Message>('POST', '/v1/survey/send-report-to-admin', {
      token: u.token,
      body: big,
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe(REPORT_OVER_QUOTA);
    const ok = await t.call('POST', '/v1/survey/send-report-to-admin', { token: u.token, body });
    expect(ok.status).toBe(201);
  });

  it(`caps a user's submitted reports at ${MAX_SUBMITTED_REPORTS_PER_USER}, then 409 with a message`, async () => {
    const { t, u } = await setup();
    const other = await t.signUpAndLogin(2);
    const submit = (who: { email: string; token: string }) =>
      t.call<Message>('POST', '/v1/survey/send-report-to-admin', {
        token: who.token,
        body: submitBody(who.email),
      });
    for (let i = 0; i < MAX_SUBMITTED_REPORTS_PER_USER; i += 20) {
      const batch = await Promise.all(Array.from({ length: 20 }, () => submit(u)));
      expect(batch.map((r) => r.status)).toEqual(Array(20).fill(201));
    }
    const over = await Promise.all(Array.from({ length: 5 }, () => submit(u)));
    for (const res of over) {
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(TOO_MANY_REPORTS);
    }
    expect((await submit(other)).status).toBe(201);
  }, 120_000);

  it(`refuses a free-form record of more than ${MAX_RECORD_KEYS} keys: levels and answers`, async () => {
    const { t, u } = await setup();
    const levels = Object.fromEntries(
      Array.from({ length: MAX_RECORD_KEYS + 1 }, (_, i) => [String(i + 1), 3]),
    );
    const answers = Object.fromEntries(
      Array.from({ length: MAX_RECORD_KEYS + 1 }, (_, i) => [`tier${i}`, 'x']),
    );
    for (const draftData of [
      { selectedLevels: levels },
      { details: answers },
      { organizationDetails: answers },
    ]) {
      const res = await t.call<Message>('POST', '/v1/survey/save-draft', {
        token: u.token,
        body: { draftData },
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(TOO_MANY_KEYS);
    }
    const submitted = await t.call<Message>('POST', '/v1/survey/send-report-to-admin', {
      token: u.token,
      body: { ...submitBody(u.email), selectedLevels: levels },
    });
    expect(submitted.status).toBe(400);
    expect(submitted.body.message).toContain(TOO_MANY_KEYS);
  });
});

describe.each(storeFactories)('the submission caps in the store ($name store)', ({ create }) => {
  it("caps an organisation's employees together and one owner alone, atomically", async () => {
    const s = await create();
    const now = new Date('2026-01-01T00:00:00Z');
    const org = randomUUID();
    await s.createOrganization({
      id: org,
      name: 'Org',
      industryCategory: 'it',
      status: 'active',
      createdAt: now,
    });
    const user = async (n: number, organizationId: string | null) =>
      s.createUser({
        id: randomUUID(),
        email: `cap${n}@example.com`,
        passwordHash: 'x',
        mobile: '',
        designation: '',
        level: '',
        functionDepartment: '',
        name: '',
        role: 'user',
        createdAt: now,
        ...(organizationId ? { organizationId, externalUserId: `e${n}` } : {}),
      });
    const [a, b, solo] = [await user(1, org), await user(2, org), await user(3, null)];
    const caps = { perOwner: 4, perOrganization: 6 };
    const submit = (owner: { id: string; email: string }) =>
      s.submitReport({
        ownerId: owner.id,
        email: owner.email,
        reportType: 'competency',
        draftId: null,
        newId: randomUUID(),
        report: null,
        selectedLevels: {},
        userFilledDetails: {},
        scoreDetails: null,
        now,
        caps,
      });
    const first = await Promise.all(Array.from({ length: 10 }, () => submit(a)));
    expect(first.filter((r) => r.outcome === 'created')).toHaveLength(4);
    expect(first.filter((r) => r.outcome === 'over-cap' && r.cap === 'owner')).toHaveLength(6);
    const second = await Promise.all(Array.from({ length: 10 }, () => submit(b)));
    expect(second.filter((r) => r.outcome === 'created')).toHaveLength(2);
    expect(second.filter((r) => r.outcome === 'over-cap' && r.cap === 'organization')).toHaveLength(
      8,
    );
    const third = await Promise.all(Array.from({ length: 6 }, () => submit(solo)));
    expect(third.filter((r) => r.outcome === 'created')).toHaveLength(4);
  });
});
