import { expect } from 'vitest';
import type { DirectoryEntryInput, Store } from '../src/store/types';
import { submitBody } from './answers';
import { mintSession, orgWithKey } from './embedFixtures';
import type { makeTestApp } from './harness';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

export const INSIGHTS = '/v1/embed/insights';

/**
 * Two rated competencies: Programming (recommended 3) and Design (recommended 4); the role
 * details name `families` as the job families (`process`).
 */
const insightBody = (email: string, programming: number, design: number, families: string[]) => {
  const body = submitBody(email);
  return {
    ...body,
    userFilledDetails: {
      ...body.userFilledDetails,
      details: { ...body.userFilledDetails.details, process: families },
    },
    report: [
      { step: 1, _id: 'c1', title: 'Programming', recommendedLevel: 3 },
      { step: 2, _id: 'c2', title: 'Design', recommendedLevel: 4 },
    ],
    selectedLevels: { '1': programming, '2': design },
  };
};

const platform = { id: 't1', name: 'Platform' };
const growth = { id: 't2', name: 'Growth' };

/**
 * Organisation "Acme": managers m1 (Platform, Eng) and m2 (Growth, Sales); e1, e2 (Platform,
 * Eng, under m1); e3 (Growth, Sales, under m2), e4 (Growth, Sales, under e3), e5 (Platform,
 * Sales, under m2, never evaluated), e6 (no team, never evaluated), e7 (no team). Reports:
 * February 2026 e1 (2, 4), e3 (3, 2); April to June 2026: e1 (3, 3) and (1, 5), e2 (4, 4),
 * e4 (2, 1), e7 (5, 2). After submitting, e2 moves to Growth (still Eng). Another
 * organisation's b1 submits in May. Clock left at 2026-06-20. Job families (`SE`
 * software-engineering, `DA` data-and-analytics, `RB` retail-banking): e1's February and
 * April reports SE, June DA and a family the catalog lacks; e2 SE and DA; e3 and e4 RB; e7
 * none; b1 SE.
 */
export const insightsFixture = async (t: TestApp, store: Store) => {
  const admin = await t.adminToken();
  const acme = await orgWithKey(t, admin, 'Acme');
  const beta = await orgWithKey(t, admin, 'Beta');
  const put = (employees: DirectoryEntryInput[]) =>
    store.upsertDirectoryEntries(acme.orgId, employees, t.clock.now());
  await put([
    { externalUserId: 'm1', role: 'manager', team: platform, department: 'Eng' },
    { externalUserId: 'm2', role: 'manager', team: growth, department: 'Sales' },
    { externalUserId: 'e1', managerExternalUserId: 'm1', team: platform, department: 'Eng' },
    { externalUserId: 'e2', managerExternalUserId: 'm1', team: platform, department: 'Eng' },
    { externalUserId: 'e3', managerExternalUserId: 'm2', team: growth, department: 'Sales' },
    { externalUserId: 'e4', managerExternalUserId: 'e3', team: growth, department: 'Sales' },
    { externalUserId: 'e5', managerExternalUserId: 'm2', team: platform, department: 'Sales' },
    { externalUserId: 'e6' },
  ]);
  const submit = async (
    secret: string,
    ext: string,
    at: string,
    a: number,
    b: number,
    families: string[] = [],
  ) => {
    t.clock.set(new Date(at));
    const session = await mintSession(t, secret, ext);
    expect(session.status).toBe(201);
    const res = await t.call<{ data: { reportId: string } }>(
      'POST',
      '/v1/survey/send-report-to-admin',
      {
        token: session.body.data.clientSecret,
        body: insightBody(`${ext}@portal.example`, a, b, families),
      },
    );
    expect(res.status).toBe(201);
    return res.body.data.reportId;
  };
  const [SE, DA, RB] = ['software-engineering', 'data-and-analytics', 'retail-banking'];
  await submit(acme.secret, 'e1', '2026-02-10T10:00:00Z', 2, 4, [SE]);
  await submit(acme.secret, 'e3', '2026-02-11T10:00:00Z', 3, 2, [RB]);
  await submit(acme.secret, 'e1', '2026-04-01T00:00:00Z', 3, 3, [SE]);
  await submit(acme.secret, 'e2', '2026-04-20T10:00:00Z', 4, 4, [SE, DA]);
  await submit(acme.secret, 'e4', '2026-05-05T10:00:00Z', 2, 1, [RB]);
  await submit(beta.secret, 'b1', '2026-05-06T10:00:00Z', 1, 1, [SE]);
  await submit(acme.secret, 'e7', '2026-05-07T10:00:00Z', 5, 2);
  await submit(acme.secret, 'e1', '2026-06-15T10:00:00Z', 1, 5, [DA, 'legacy-family']);
  await put([{ externalUserId: 'e2', team: growth }]);
  t.clock.set(new Date('2026-06-20T12:00:00Z'));
  return { acme, beta, admin };
};

/** Ratings "1".."5" from a short list of counts. */
export const levels = (...counts: number[]) =>
  Object.fromEntries([1, 2, 3, 4, 5].map((l, i) => [String(l), counts[i] ?? 0]));
