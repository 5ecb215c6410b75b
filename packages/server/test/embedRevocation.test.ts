import { describe, expect, it } from 'vitest';
import { type CreatedKey, mintSession, ORGS, orgWithKey } from './embedFixtures';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;

/** What an embedded widget calls with its client secret: its user, its reports page, a draft. */
const widgetCalls = (t: TestApp, clientSecret: string, email: string) => [
  () => t.call('GET', '/v1/user/me', { token: clientSecret }),
  () =>
    t.call('GET', `/v1/user/fetchUserReportSummaries/${encodeURIComponent(email)}`, {
      token: clientSecret,
    }),
  () =>
    t.call('GET', `/v1/user/fetchUserReports/${encodeURIComponent(email)}`, {
      token: clientSecret,
    }),
  () =>
    t.call('POST', '/v1/survey/save-draft', {
      token: clientSecret,
      body: { draftData: {} },
    }),
];

const statuses = async (calls: (() => Promise<{ status: number }>)[]) => {
  const out: number[] = [];
  for (const call of calls) out.push((await call()).status);
  return out;
};

describe.each(storeFactories)(
  'revocation ends embed sessions at once ($name store)',
  ({ create }) => {
    const setup = async () => {
      const t = await makeTestApp({ store: await create() });
      const admin = await t.adminToken();
      const org = await orgWithKey(t, admin);
      const session = async (secret: string, ext: string) => {
        const res = await mintSession(t, secret, ext);
        expect(res.status).toBe(201);
        return widgetCalls(t, res.body.data.clientSecret, `${ext}@portal.example`);
      };
      return { t, admin, org, session };
    };

    it("revoking a key ends every client secret of the organisation's employees on its next request; the organisation's other key mints new ones", async () => {
      const { t, admin, org, session } = await setup();
      const other = await t.call<{ data: CreatedKey }>('POST', `${ORGS}/${org.orgId}/api-keys`, {
        token: admin,
        body: { name: 'Second' },
      });
      const [a, b, kept] = [
        await session(org.secret, 'e-1'),
        await session(org.secret, 'e-2'),
        await session(other.body.data.secret, 'e-3'),
      ];
      expect(await statuses(a)).toEqual([200, 200, 200, 201]);
      const revoked = await t.call('DELETE', `${ORGS}/${org.orgId}/api-keys/${org.key._id}`, {
        token: admin,
      });
      expect(revoked.status).toBe(200);
      // no time passes: the secrets are 15 minutes from expiry
      expect(await statuses(a)).toEqual([401, 401, 401, 401]);
      expect(await statuses(b)).toEqual([401, 401, 401, 401]);
      // a secret does not say which key minted it: the organisation's are all ended
      expect(await statuses(kept)).toEqual([401, 401, 401, 401]);
      expect(await statuses(await session(other.body.data.secret, 'e-3'))).toEqual([
        200, 200, 200, 201,
      ]);
      // the revoked key mints none
      expect((await mintSession(t, org.secret, 'e-1')).status).toBe(401);
    });

    it('deactivating the organisation ends them, and reactivating it does not bring them back', async () => {
      const { t, admin, org, session } = await setup();
      const calls = await session(org.secret, 'e-1');
      expect(await statuses(calls)).toEqual([200, 200, 200, 201]);
      const toggle = () =>
        t.call('PUT', `${ORGS}/${org.orgId}/toggle-status`, { token: admin }).then((r) => r.status);
      expect(await toggle()).toBe(200);
      expect(await statuses(calls)).toEqual([401, 401, 401, 401]);
      expect(await toggle()).toBe(200);
      expect(await statuses(calls)).toEqual([401, 401, 401, 401]);
      // a secret minted after reactivation works
      expect(await statuses(await session(org.secret, 'e-1'))).toEqual([200, 200, 200, 201]);
    });

    it('deleting the organisation ends them', async () => {
      const { t, admin, org, session } = await setup();
      const calls = await session(org.secret, 'e-1');
      expect(await statuses(calls)).toEqual([200, 200, 200, 201]);
      const deleted = await t.call('DELETE', `${ORGS}/${org.orgId}`, { token: admin });
      expect(deleted.status).toBe(200);
      expect(await statuses(calls)).toEqual([401, 401, 401, 401]);
    });
  },
);
