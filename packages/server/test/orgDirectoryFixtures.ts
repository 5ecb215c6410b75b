import { expect } from 'vitest';
import type { Store } from '../src/store/types';
import { submitBody } from './answers';
import { EMBED_REPORTS, orgWithKey, SESSIONS } from './embedFixtures';
import { makeTestApp } from './harness';

export const DIRECTORY = '/v1/embed/directory';
export const DOCUMENTS = '/v1/embed/report-documents';

export type List = {
  data: { _id: string; externalUserId: string }[];
  pagination: { totalReports: number; nextCursor: string | null };
  message?: string;
};
/** An employee's e-mail, told apart by the key's secret (an e-mail is one account). */
export const mail = (secret: string, externalUserId: string) =>
  `${externalUserId}.${secret.slice(6, 12)}@portal.example`;

export type Row = {
  externalUserId: string;
  role?: 'employee' | 'manager' | 'hr';
  managerExternalUserId?: string | null;
  team?: { id: string; name: string } | null;
  department?: string | null;
  features?: string[];
};

/**
 * An organisation with a directory: boss manages m1 and m2; m1 manages e1, who manages e2;
 * m2 manages p1 (m1's peer's report). Another organisation has x1, also under an "m1".
 */
export const orgDirectorySetup = async (store: Store) => {
  const t = await makeTestApp({ store });
  const admin = await t.adminToken();
  const a = await orgWithKey(t, admin, 'Acme');
  const b = await orgWithKey(t, admin, 'Beta');
  const session = async (secret: string, row: Row) => {
    const res = await t.call<{ data: { clientSecret: string; role: string; features: string[] } }>(
      'POST',
      SESSIONS,
      {
        token: secret,
        body: { email: mail(secret, row.externalUserId), ...row },
      },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  };
  const submitted: Record<string, string> = {};
  const submit = async (secret: string, row: Row) => {
    const s = await session(secret, row);
    t.clock.advance(1000);
    const res = await t.call<{ data: { reportId: string } }>(
      'POST',
      '/v1/survey/send-report-to-admin',
      {
        token: s.clientSecret,
        body: submitBody(mail(secret, row.externalUserId)),
      },
    );
    expect(res.status).toBe(201);
    submitted[row.externalUserId] = res.body.data.reportId;
    return res.body.data.reportId;
  };
  const sales = { id: 'sales', name: 'Sales' };
  await submit(a.secret, { externalUserId: 'boss', role: 'manager' });
  await submit(a.secret, { externalUserId: 'm1', role: 'manager', managerExternalUserId: 'boss' });
  await submit(a.secret, { externalUserId: 'm2', role: 'manager', managerExternalUserId: 'boss' });
  await submit(a.secret, { externalUserId: 'e1', managerExternalUserId: 'm1', team: sales });
  await submit(a.secret, {
    externalUserId: 'e2',
    managerExternalUserId: 'e1',
    team: sales,
    department: 'Field',
  });
  await submit(a.secret, {
    externalUserId: 'p1',
    managerExternalUserId: 'm2',
    department: 'Field',
  });
  await submit(b.secret, { externalUserId: 'x1', managerExternalUserId: 'm1' });
  const list = async (token: string, query = '', path = EMBED_REPORTS) => {
    const res = await t.call<List>('GET', `${path}${query}`, { token });
    return { status: res.status, body: res.body, ids: res.body.data?.map((r) => r.externalUserId) };
  };
  return { t, a, b, session, submit, submitted, list };
};
