import type { ScoreDetails } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import type { ReportListForm, Store } from '../src/store/types';
import { newUser, withStoreFrom } from './storeFixtures';
import { storeFactories } from './stores';

const t0 = new Date('2026-02-01T00:00:00.000Z');
const score = { finalScore: 12.5, careerLevel: 7, category: 'mid' } as unknown as ScoreDetails;
const N = 45;

/** Report `i` of an owner: ids out of time order, and three reports to each instant (ties). */
const idOf = (prefix: string, i: number) => `${prefix}${String((i * 37) % 100).padStart(3, '0')}`;
const createdAt = (i: number) => new Date(t0.getTime() + Math.floor(i / 3) * 60_000);

const seed = async (s: Store) => {
  const a = await s.createUser(newUser(1));
  const b = await s.createUser(newUser(2));
  for (let i = 0; i < N; i++) {
    for (const [owner, prefix] of [
      [a, 'a'],
      [b, 'b'],
    ] as const) {
      const id = idOf(prefix, i);
      await s.createDraft({
        id,
        ownerId: owner.id,
        email: owner.email,
        report: null,
        selectedLevels: { '1': (i % 5) + 1 },
        userFilledDetails: { details: { role: `Role ${i}` } } as never,
        now: createdAt(i),
      });
      if (i % 4 === 0) {
        const base = { ownerId: owner.id, email: owner.email, report: null, selectedLevels: {} };
        await s.submitReport({
          ...base,
          userFilledDetails: { details: { role: `Role ${i}` } } as never,
          scoreDetails: score,
          draftId: id,
          newId: `${id}-new`,
          now: createdAt(i + 1),
        });
      }
    }
  }
  return a;
};

/** When report `i` is dated: a submitted one (every fourth) when it was submitted. */
const datedAt = (i: number) => (i % 4 === 0 ? createdAt(i + 1) : createdAt(i));

/** Owner a's report ids, newest first (createdAt desc, then id desc), as the lists order them. */
const expectedOrder = () =>
  Array.from({ length: N }, (_, i) => i)
    .sort(
      (x, y) =>
        datedAt(y).getTime() - datedAt(x).getTime() || (idOf('a', y) < idOf('a', x) ? -1 : 1),
    )
    .map((i) => idOf('a', i));

const FORMS: ReportListForm[] = ['document', 'summary'];

/**
 * Pages after the first are read by another statement on the SQL stores (the page's keys
 * from the owner index alone, then its rows): every page must hold what the whole list holds
 * at its place, in the same order, in both forms and with the session check.
 */
describe.each(storeFactories)(
  "pages of one owner's reports ($name)",
  { timeout: 60_000 },
  ({ create }) => {
    const withStore = withStoreFrom(create);

    it('hold the whole list, slice by slice, at every offset, in both forms', () =>
      withStore(async (s) => {
        const a = await seed(s);
        const order = expectedOrder();
        for (const form of FORMS) {
          const whole = await s.listReportsByOwner(a.id, { offset: 0, limit: 100 }, form);
          const all = JSON.parse(whole.json) as { _id: string }[];
          expect(all.map((r) => r._id)).toEqual(order);
          expect(whole.total).toBe(N);
          for (const limit of [1, 7, 10]) {
            for (const offset of [0, 1, 2, 9, 10, 20, 38, 44, 45, 60]) {
              const page = await s.listReportsByOwner(a.id, { offset, limit }, form);
              expect(page.total).toBe(N);
              expect(JSON.parse(page.json)).toEqual(all.slice(offset, offset + limit));
            }
          }
          // the pages, read one after the other, are the whole list
          const pages: unknown[] = [];
          for (let offset = 0; offset < N; offset += 10) {
            pages.push(
              ...JSON.parse((await s.listReportsByOwner(a.id, { offset, limit: 10 }, form)).json),
            );
          }
          expect(pages).toEqual(all);
        }
      }));

    it('check the session on a deep page as on the first', () =>
      withStore(async (s) => {
        const a = await seed(s);
        const deep = { offset: 40, limit: 10 };
        for (const form of FORMS) {
          const ok = await s.listOwnReportsForToken(a.id, 'jti-1', deep, form);
          expect(ok.user).toEqual({ id: a.id, email: a.email, role: 'user', tokenVersion: 0 });
          expect(ok.total).toBe(N);
          expect(ok.json).toBe((await s.listReportsByOwner(a.id, deep, form)).json);
          expect((JSON.parse(ok.json) as { _id: string }[]).map((r) => r._id)).toEqual(
            expectedOrder().slice(40),
          );
        }
        await s.revokeToken('jti-1', new Date(t0.getTime() + 3_600_000));
        expect((await s.listOwnReportsForToken(a.id, 'jti-1', deep, 'summary')).user).toBeNull();
        expect(await s.listOwnReportsForToken('nobody', 'jti-2', deep, 'summary')).toEqual({
          user: null,
          json: '[]',
          total: 0,
        });
      }));
  },
);
