import type { ReportSummaryListResponse } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { makeTestApp } from './harness';
import { SAVE } from './paths';
import { storeFactories } from './stores';

const summaries = (email: string, q: string) =>
  `/v1/user/fetchUserReportSummaries/${encodeURIComponent(email)}${q}`;

// Saved in this order, a minute apart: the roles' order differs from the creation order and
// two share a role (in different cases), so ties and case are both seen.
const ROLES = ['engineer', 'Analyst', 'Zoologist', 'Engineer', 'manager'];

describe.each(storeFactories)(
  'fetchUserReportSummaries sorted on the server ($name)',
  { timeout: 30_000 },
  ({ create }) => {
    const setup = async () => {
      const t = await makeTestApp({ store: await create() });
      const u = await t.signUpAndLogin(1);
      const other = await t.signUpAndLogin(2);
      for (const [owner, roles] of [
        [u, ROLES],
        [other, ['Aardvark keeper']],
      ] as const) {
        for (const role of roles) {
          t.clock.advance(60_000);
          const saved = await t.call('POST', SAVE, {
            token: owner.token,
            body: { draftData: { details: { role } } },
          });
          expect(saved.status).toBe(201);
        }
      }
      // every page of the sorted list, two at a time: the order is the whole list's
      const all = async (q: string) => {
        const roles: string[] = [];
        for (let page = 1; page <= 3; page += 1) {
          const res = await t.call<ReportSummaryListResponse>(
            'GET',
            summaries(u.email, `?limit=2&page=${page}${q}`),
            { token: u.token },
          );
          expect(res.status).toBe(200);
          expect(res.body.pagination.totalReports).toBe(ROLES.length);
          roles.push(...res.body.data.map((r) => r.role));
        }
        return roles;
      };
      return { t, u, all };
    };

    it('sorts the whole list by role, both ways, ties newest first', async () => {
      const { all } = await setup();
      expect(await all('&sort=role')).toEqual([
        'Analyst',
        'Engineer',
        'engineer',
        'manager',
        'Zoologist',
      ]);
      expect(await all('&sort=role&order=desc')).toEqual([
        'Zoologist',
        'manager',
        'Engineer',
        'engineer',
        'Analyst',
      ]);
    });

    it('sorts by report name (role, then creation time) and by created date', async () => {
      const { all } = await setup();
      expect(await all('&sort=reportName')).toEqual([
        'Analyst',
        'engineer',
        'Engineer',
        'manager',
        'Zoologist',
      ]);
      expect(await all('&sort=createdAt&order=asc')).toEqual(ROLES);
      expect(await all('&sort=createdAt&order=desc')).toEqual([...ROLES].reverse());
      // without sort: newest first, as before
      expect(await all('')).toEqual([...ROLES].reverse());
    });

    it('refuses an unknown sort key or order (400)', async () => {
      const { t, u } = await setup();
      for (const q of ['?sort=email', '?sort=role&order=up']) {
        const res = await t.call('GET', summaries(u.email, q), { token: u.token });
        expect(res.status).toBe(400);
      }
    });
  },
);
