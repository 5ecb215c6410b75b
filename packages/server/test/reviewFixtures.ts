import { expect } from 'vitest';
import type { Store } from '../src/store/types';
import { createWebhookWorker } from '../src/webhooks/deliveryWorker';
import { submitBody } from './answers';
import { careerReport } from './careerFixture';
import { orgWithKey, SESSIONS } from './embedFixtures';
import { makeTestApp } from './harness';
import { mail } from './orgDirectoryFixtures';
import { addEndpoint, recordingFetch } from './webhookFixtures';

const HOOK = 'https://hooks.portal.example/rolescope';
export const reviewPath = (reportId: string) => `/v1/embed/reports/${reportId}/review`;
export const ownReviewPath = (reportId: string) => `/v1/user/reports/${reportId}/review`;

/** A competency report rating Programming (c1) and Design (c2). */
const competencyBody = (email: string) => ({
  ...submitBody(email),
  report: [
    { step: 1, _id: 'c1', title: 'Programming', recommendedLevel: 3 },
    { step: 2, _id: 'c2', title: 'Design', recommendedLevel: 4 },
  ],
  selectedLevels: { '1': 3, '2': 2 },
});

const careerBody = (email: string) => ({
  email,
  reportType: 'career',
  report: careerReport(),
  userFilledDetails: { details: { role: 'Developer' } },
  draftId: '',
});

type Row = {
  externalUserId: string;
  name?: string;
  role?: 'employee' | 'manager' | 'hr';
  managerExternalUserId?: string;
};

/**
 * Acme: boss manages m1 ("Maria Lopez") and m2; m1 manages e1, who manages e2; m2 manages p1;
 * h1 is hr. e1, p1 and m1 submitted a competency report (Programming c1, Design c2), e1 a
 * career report too; Beta's x1 one. Acme's endpoint hears `review.submitted` only.
 */
export const reviewSetup = async (store: Store) => {
  const t = await makeTestApp({ store, config: { webhooks: { allowLocalUrls: false } } });
  const admin = await t.adminToken();
  const a = await orgWithKey(t, admin, 'Acme');
  const b = await orgWithKey(t, admin, 'Beta');
  const endpoint = await addEndpoint(t, admin, a.orgId, HOOK, ['review.submitted']);
  const secrets: Record<string, string> = {};
  const session = async (secret: string, row: Row) => {
    const res = await t.call<{ data: { clientSecret: string } }>('POST', SESSIONS, {
      token: secret,
      body: { email: mail(secret, row.externalUserId), ...row },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    secrets[row.externalUserId] = res.body.data.clientSecret;
    return res.body.data.clientSecret;
  };
  const submit = async (secret: string, ext: string, body: (email: string) => object) => {
    t.clock.advance(1000);
    const res = await t.call<{ data: { reportId: string } }>(
      'POST',
      '/v1/survey/send-report-to-admin',
      { token: secrets[ext], body: body(mail(secret, ext)) },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.reportId;
  };
  await session(a.secret, { externalUserId: 'boss', role: 'manager' });
  await session(a.secret, {
    externalUserId: 'm1',
    name: 'Maria Lopez',
    role: 'manager',
    managerExternalUserId: 'boss',
  });
  await session(a.secret, { externalUserId: 'm2', role: 'manager', managerExternalUserId: 'boss' });
  await session(a.secret, { externalUserId: 'e1', managerExternalUserId: 'm1' });
  await session(a.secret, { externalUserId: 'e2', managerExternalUserId: 'e1' });
  await session(a.secret, { externalUserId: 'p1', managerExternalUserId: 'm2' });
  await session(a.secret, { externalUserId: 'h1', role: 'hr' });
  await session(b.secret, { externalUserId: 'x1', managerExternalUserId: 'm1' });
  const reports = {
    e1: await submit(a.secret, 'e1', competencyBody),
    e1Career: await submit(a.secret, 'e1', careerBody),
    p1: await submit(a.secret, 'p1', competencyBody),
    m1: await submit(a.secret, 'm1', competencyBody),
    h1: await submit(a.secret, 'h1', competencyBody),
    x1: await submit(b.secret, 'x1', competencyBody),
  };
  const receiver = recordingFetch();
  const worker = createWebhookWorker({ store, clock: t.clock, fetch: receiver.fetch });
  return { t, a, b, endpoint, secrets, reports, receiver, worker };
};

/** Both competencies rated, in the order a client might send them. */
export const fullItems = [
  { competencyId: 'c2', level: 4 },
  { competencyId: 'c1', level: 3, comment: 'Solid reviews of others’ code' },
];
