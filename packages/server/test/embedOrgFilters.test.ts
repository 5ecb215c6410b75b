import { describe, expect, it } from 'vitest';
import { submitBody } from './answers';
import { EMBED_REPORTS } from './embedFixtures';
import { DOCUMENTS, mail, orgDirectorySetup as setup } from './orgDirectoryFixtures';
import { storeFactories } from './stores';

describe.each(storeFactories)(
  'organisation report filters and cursor ($name store)',
  ({ create }) => {
    it('filters by team, department, manager, career level, competency and submission time', async () => {
      const { a, list, t, session } = await setup(await create());
      const ids = async (query: string) => (await list(a.secret, query)).ids;
      expect(await ids('?team=sales')).toEqual(['e2', 'e1']);
      // summary rows show the directory fields
      const e2 = (await list(a.secret, '?team=sales&department=Field')).body.data[0];
      expect(e2).toMatchObject({
        externalUserId: 'e2',
        team: { id: 'sales', name: 'Sales' },
        department: 'Field',
        managerExternalUserId: 'e1',
      });
      expect(await ids('?department=Field')).toEqual(['p1', 'e2']);
      expect(await ids('?team=sales&department=Field')).toEqual(['e2']);
      expect(await ids('?manager=m1')).toEqual(['e2', 'e1']);
      expect(await ids('?manager=boss&department=Field')).toEqual(['p1', 'e2']);
      expect(await ids('?manager=x1')).toEqual([]);
      // the worked example scores career level 18
      expect(await ids('?levelFrom=18&levelTo=18')).toHaveLength(6);
      expect(await ids('?levelFrom=19')).toEqual([]);
      expect(await ids('?levelTo=17')).toEqual([]);
      // reports were submitted a second apart from the clock's start, boss first
      const all = (await list(a.secret)).body.data as unknown as { createdAt: string }[];
      const [p1At, , , , m1At] = all.map((r) => r.createdAt);
      expect(await ids(`?submittedFrom=${m1At}&submittedTo=${p1At}`)).toEqual([
        'e2',
        'e1',
        'm2',
        'm1',
      ]);
      // a competency id among the body's items
      const c = await session(a.secret, { externalUserId: 'c1' });
      t.clock.advance(1000);
      const body = submitBody(mail(a.secret, 'c1'));
      const sent = await t.call('POST', '/v1/survey/send-report-to-admin', {
        token: c.clientSecret,
        body: { ...body, report: [{ step: 1, _id: 'comp-7', title: 'Programming' }] },
      });
      expect(sent.status).toBe(201);
      expect(await ids('?competency=comp-7')).toEqual(['c1']);
      expect(await ids('?competency=comp-8')).toEqual([]);
      // a manager's filters stay inside their reach
      const m1 = await session(a.secret, { externalUserId: 'm1', role: 'manager' });
      expect((await list(m1.clientSecret, '?department=Field')).ids).toEqual(['e2']);
      expect((await list(a.secret, '?submittedFrom=yesterday')).status).toBe(400);
    });

    it('walks pages by cursor without gaps or repeats while a report arrives, and refuses a bad cursor', async () => {
      const { a, list, submit, t } = await setup(await create());
      for (let i = 0; i < 8; i++) await submit(a.secret, { externalUserId: `w${i}` });
      const expected = (await list(a.secret, '?limit=100')).ids ?? [];
      expect(expected).toHaveLength(14);
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = cursor ? `?limit=4&cursor=${cursor}` : '?limit=4';
        const page = await list(a.secret, query);
        expect(page.status).toBe(200);
        seen.push(...(page.ids ?? []));
        cursor = page.body.pagination.nextCursor;
        // a newer report arriving mid-walk lands before the walk's start: never in its pages
        if (pages === 1) await submit(a.secret, { externalUserId: 'late' });
        pages += 1;
      } while (cursor);
      expect(seen).toEqual(expected);
      expect(pages).toBe(4);
      // the documents list walks the same way
      const docs = await list(a.secret, '?limit=2', DOCUMENTS);
      const next = await list(
        a.secret,
        `?limit=2&cursor=${docs.body.pagination.nextCursor}`,
        DOCUMENTS,
      );
      expect([...(docs.ids ?? []), ...(next.ids ?? [])]).toEqual(['late', ...expected.slice(0, 3)]);
      for (const bad of ['x', 'WyJub3QtYS1kYXRlIiwiaWQiXQ', btoa('[1,2]'), '']) {
        const res = await t.call('GET', `${EMBED_REPORTS}?cursor=${bad}`, { token: a.secret });
        expect(res.status, bad).toBe(400);
      }
      const invalid = await t.call('GET', `${EMBED_REPORTS}?cursor=x`, { token: a.secret });
      expect(invalid.body).toEqual({ message: 'Invalid cursor' });
    });
  },
);
