import type { makeTestApp } from './harness';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

export const ORGS = '/v1/admin/organizations';
export const SESSIONS = '/v1/embed/sessions';
export const EMBED_REPORTS = '/v1/embed/reports';

export type CreatedKey = {
  _id: string;
  name: string;
  prefix: string;
  secret: string;
  createdAt: string;
};
export type ListedKey = Omit<CreatedKey, 'secret'> & {
  lastUsedAt: string | null;
  revokedAt: string | null;
};
export type Session = { clientSecret: string; expiresAt: string };

/** An organisation created by the administrator, and one secret key of it. */
export const orgWithKey = async (t: TestApp, admin: string, name = 'Acme') => {
  const org = await t.call<{ data: { _id: string } }>('POST', ORGS, {
    token: admin,
    body: { name, industryCategory: 'technology' },
  });
  if (org.status !== 201) throw new Error(`organisation: ${org.status}`);
  const orgId = org.body.data._id;
  const key = await t.call<{ data: CreatedKey }>('POST', `${ORGS}/${orgId}/api-keys`, {
    token: admin,
    body: { name: 'Portal backend' },
  });
  if (key.status !== 201) throw new Error(`key: ${key.status}`);
  return { orgId, key: key.body.data, secret: key.body.data.secret };
};

/** An embed session minted with `secret` for the employee `externalUserId`. */
export const mintSession = async (
  t: TestApp,
  secret: string,
  externalUserId: string,
  email = `${externalUserId}@portal.example`,
  name?: string,
) =>
  t.call<{ data: Session; message?: string }>('POST', SESSIONS, {
    token: secret,
    body: { externalUserId, email, ...(name === undefined ? {} : { name }) },
  });
