import { insightsResponseSchema } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { ORGS, SESSIONS } from './embedFixtures';
import { makeTestApp } from './harness';
import { INSIGHTS, insightsFixture } from './insightsFixture';
import { storeFactories } from './stores';

type Answer = { data: { current: { reports: number }; employees: { total: number } } };

describe.each(storeFactories)(
  "the administrator reads an organisation's insights ($name store)",
  ({ create }) => {
    it("answers what the organisation's key reads, for any organisation", async () => {
      const store = await create();
      const t = await makeTestApp({ store });
      const { acme, beta } = await insightsFixture(t, store);
      // signed in again: the fixture's clock has left its first token expired
      const admin = await t.adminToken();
      for (const org of [acme, beta]) {
        const query = '?from=2026-04&to=2026-06&groupBy=team';
        const asAdmin = await t.call<Answer>('GET', `${ORGS}/${org.orgId}/insights${query}`, {
          token: admin,
        });
        expect(asAdmin.status).toBe(200);
        expect(insightsResponseSchema.safeParse(asAdmin.body).success).toBe(true);
        const asKey = await t.call<Answer>('GET', `${INSIGHTS}${query}`, { token: org.secret });
        expect(asAdmin.body).toEqual(asKey.body);
      }
      const bad = await t.call('GET', `${ORGS}/${acme.orgId}/insights?from=2026-13`, {
        token: admin,
      });
      expect(bad.status).toBe(400);
      const unknown = await t.call('GET', `${ORGS}/no-such-org/insights`, { token: admin });
      expect(unknown.status).toBe(404);
    });

    it('refuses everyone else: a signed-in user, an hr session, a key, no token', async () => {
      const store = await create();
      const t = await makeTestApp({ store });
      const { acme } = await insightsFixture(t, store);
      const path = `${ORGS}/${acme.orgId}/insights`;
      const user = await t.signUpAndLogin(1);
      expect((await t.call('GET', path, { token: user.token })).status).toBe(403);
      const hr = await t.call<{ data: { clientSecret: string } }>('POST', SESSIONS, {
        token: acme.secret,
        body: { externalUserId: 'h1', email: 'h1@portal.example', role: 'hr' },
      });
      expect(hr.status).toBe(201);
      // hr of this very organisation still reads through /v1/embed/insights only
      expect((await t.call('GET', path, { token: hr.body.data.clientSecret })).status).toBe(403);
      expect((await t.call('GET', path, { token: acme.secret })).status).toBe(401);
      expect((await t.call('GET', path)).status).toBe(401);
    });
  },
);
