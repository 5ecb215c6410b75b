import {
  reviewResponseSchema,
  savedReviewResponseSchema,
  webhookEventSchema,
} from '@rolescope/core/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ONLY_MANAGERS_REVIEW,
  OWN_REPORT,
  RATED_TWICE,
  REVIEW_INCOMPLETE,
  REVIEW_ITEMS_INVALID,
  REVIEW_SUBMITTED,
  UNKNOWN_COMPETENCY,
} from '../src/services/reviews';
import type { SqlDatabase } from '../src/store/sql/values';
import type { Store } from '../src/store/types';
import { fullItems, ownReviewPath, reviewPath, reviewSetup } from './reviewFixtures';
import { storeFactories } from './stores';
import { verifiedEvent } from './webhookFixtures';

type Review = {
  reportId: string;
  reviewer: { externalUserId: string; name: string };
  status: 'draft' | 'submitted';
  items: { competencyId: string; level: number; comment?: string }[];
  updatedAt: string;
  submittedAt: string | null;
};
type Answer = { data: Review | null; message?: string; errors?: Record<string, string> };

// Each test mints nine sessions and six reports: a busy machine takes more than the default.
const SLOW_FIXTURE_MS = 60_000;

const inReportOrder = [fullItems[1], fullItems[0]];

/** Removes a report as a cascade would meet it (no endpoint deletes a submitted report). */
const deleteReport = async (store: Store, id: string) => {
  const sqlDb = (store as unknown as { db?: SqlDatabase }).db;
  if (sqlDb) await sqlDb.execute(sql`DELETE FROM reports WHERE id = ${id}`);
  else (store as unknown as { reports: Map<string, unknown> }).reports.delete(id);
};

describe.each(storeFactories)('manager reviews ($name store)', ({ create }) => {
  it(
    'lets a manager review a report of their reach; the employee sees it once it is submitted',
    async () => {
      const { t, a, secrets, reports } = await reviewSetup(await create());
      const path = reviewPath(reports.e1);
      const as = (token: string) => t.call<Answer>('GET', path, { token });
      const save = (body: object, token = secrets.m1 as string) =>
        t.call<Answer>('PUT', path, { token, body });
      const own = () => t.call<Answer>('GET', ownReviewPath(reports.e1), { token: secrets.e1 });

      expect((await as(secrets.m1 as string)).body).toEqual({ data: null });
      const draftAt = t.clock.now().toISOString();
      const draft = await save({ items: [fullItems[0]] });
      expect(draft.status).toBe(200);
      expect(savedReviewResponseSchema.safeParse(draft.body).success).toBe(true);
      expect(draft.body.data).toEqual({
        reportId: reports.e1,
        reviewer: { externalUserId: 'm1', name: 'Maria Lopez' },
        status: 'draft',
        items: [fullItems[0]],
        updatedAt: draftAt,
        submittedAt: null,
      });
      // the manager, hr, the organisation's key and the manager's own manager read the draft
      for (const token of [secrets.m1, secrets.h1, a.secret, secrets.boss] as string[]) {
        const read = await as(token);
        expect(read.status).toBe(200);
        expect(reviewResponseSchema.safeParse(read.body).success).toBe(true);
        expect(read.body.data).toEqual(draft.body.data);
      }
      // the employee never sees a draft
      expect((await own()).body).toEqual({ data: null });

      t.clock.advance(60_000);
      const submittedAt = t.clock.now().toISOString();
      const submitted = await save({ items: fullItems, submit: true });
      expect(submitted.status).toBe(200);
      expect(submitted.body.data).toEqual({
        reportId: reports.e1,
        reviewer: { externalUserId: 'm1', name: 'Maria Lopez' },
        status: 'submitted',
        items: inReportOrder,
        updatedAt: submittedAt,
        submittedAt,
      });
      const seen = await own();
      expect(seen.status).toBe(200);
      expect(reviewResponseSchema.safeParse(seen.body).success).toBe(true);
      expect(seen.body.data).toEqual(submitted.body.data);

      // once submitted it never changes, whoever asks
      for (const body of [{ items: fullItems, submit: true }, { items: fullItems }]) {
        const again = await save(body);
        expect(again.status).toBe(409);
        expect(again.body.message).toBe(REVIEW_SUBMITTED);
      }
      expect((await save({ items: fullItems }, secrets.boss)).status).toBe(409);
      expect((await as(secrets.m1 as string)).body.data).toEqual(submitted.body.data);

      // someone else's report id is unknown to the employee's own row
      const other = await t.call<Answer>('GET', ownReviewPath(reports.e1), { token: secrets.e2 });
      expect(other.status).toBe(404);
      // the employee's own report without a review, or their career report: null
      expect(
        (await t.call('GET', ownReviewPath(reports.e1Career), { token: secrets.e1 })).body,
      ).toEqual({ data: null });
    },
    SLOW_FIXTURE_MS,
  );

  it(
    'refuses reports outside the reach, the own report, other kinds and other callers',
    async () => {
      const { t, a, b, secrets, reports } = await reviewSetup(await create());
      const put = (id: string, token: string, body: object = { items: fullItems }) =>
        t.call<Answer>('PUT', reviewPath(id), { token, body });
      const m1 = secrets.m1 as string;

      // not in the reach, another organisation's, a career report, unknown: 404 both ways
      for (const id of [reports.p1, reports.x1, reports.e1Career, 'no-such-report']) {
        expect((await put(id, m1)).status, id).toBe(404);
        expect((await t.call('GET', reviewPath(id), { token: m1 })).status, id).toBe(404);
      }
      expect((await t.call('GET', reviewPath(reports.e1), { token: b.secret })).status).toBe(404);

      // nobody reviews their own report, nor reads it through the organisation's rows
      const self = await put(reports.m1, m1);
      expect([self.status, self.body.message]).toEqual([403, OWN_REPORT]);
      const hrSelf = await t.call<Answer>('GET', reviewPath(reports.h1), { token: secrets.h1 });
      expect([hrSelf.status, hrSelf.body.message]).toEqual([403, OWN_REPORT]);

      // hr and the organisation's key read, never write
      for (const token of [secrets.h1 as string, a.secret]) {
        const refused = await put(reports.e1, token);
        expect([refused.status, refused.body.message]).toEqual([403, ONLY_MANAGERS_REVIEW]);
      }

      // an employee's session cannot call the organisation's rows at all
      for (const token of [secrets.e1, secrets.e2] as string[]) {
        expect((await t.call('GET', reviewPath(reports.e1), { token })).status).toBe(403);
        expect((await put(reports.e1, token)).status).toBe(403);
      }

      // items name the report's competencies, once each
      const unknown = await put(reports.e1, m1, {
        items: [fullItems[0], { competencyId: 'c9', level: 2 }, { competencyId: 'c2', level: 1 }],
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(REVIEW_ITEMS_INVALID);
      expect(unknown.body.errors).toEqual({
        'items.1.competencyId': UNKNOWN_COMPETENCY,
        'items.2.competencyId': RATED_TWICE,
      });
      const level = await put(reports.e1, m1, { items: [{ competencyId: 'c1', level: 6 }] });
      expect(level.status).toBe(400);

      // a submit rates every competency
      const incomplete = await put(reports.e1, m1, { items: [fullItems[0]], submit: true });
      expect(incomplete.status).toBe(400);
      expect(incomplete.body.message).toBe(REVIEW_INCOMPLETE);
      expect(incomplete.body.errors).toEqual({ items: 'Not rated: Programming (c1)' });
      // nothing of the refused saves was kept
      expect((await t.call('GET', reviewPath(reports.e1), { token: m1 })).body).toEqual({
        data: null,
      });
    },
    SLOW_FIXTURE_MS,
  );

  it(
    'writes the review.submitted event with the submit, and only then',
    async () => {
      const { t, a, endpoint, secrets, reports, receiver, worker } = await reviewSetup(
        await create(),
      );
      const save = (body: object) =>
        t.call<Answer>('PUT', reviewPath(reports.e1), { token: secrets.m1, body });
      expect((await save({ items: fullItems })).status).toBe(200);
      // a draft is the manager's own business: no event
      expect(await worker.runOnce()).toBe(0);
      const submitted = await save({ items: fullItems, submit: true });
      expect(submitted.status).toBe(200);
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      const [delivery] = receiver.received;
      if (!delivery) throw new Error('no delivery');
      const event = await verifiedEvent(delivery, endpoint.secret, t.clock.now());
      expect(webhookEventSchema.parse(event)).toEqual(event);
      const submittedAt = submitted.body.data?.submittedAt as string;
      expect(event).toMatchObject({
        type: 'review.submitted',
        organizationId: a.orgId,
        created: Math.floor(Date.parse(submittedAt) / 1000),
        data: {
          reportId: reports.e1,
          externalUserId: 'e1',
          reviewerExternalUserId: 'm1',
          submittedAt,
          items: inReportOrder,
        },
      });
      const listed = await t.call<{ data: { eventType: string; status: string }[] }>(
        'GET',
        `/v1/admin/organizations/${a.orgId}/webhooks/${endpoint._id}/deliveries`,
        { token: await t.adminToken() },
      );
      expect(listed.body.data.map((d) => [d.eventType, d.status])).toEqual([
        ['review.submitted', 'delivered'],
      ]);
    },
    SLOW_FIXTURE_MS,
  );

  it(
    'goes with its report',
    async () => {
      const store = await create();
      const { t, secrets, reports } = await reviewSetup(store);
      const put = await t.call('PUT', reviewPath(reports.e1), {
        token: secrets.m1,
        body: { items: fullItems, submit: true },
      });
      expect(put.status).toBe(200);
      expect((await store.findReview(reports.e1))?.status).toBe('submitted');
      await deleteReport(store, reports.e1);
      expect(await store.findReview(reports.e1)).toBeNull();
      const sqlDb = (store as unknown as { db?: SqlDatabase }).db;
      if (sqlDb) {
        const left = (await sqlDb.execute(
          sql`SELECT count(*)::int AS n FROM manager_reviews`,
        )) as unknown as { rows: { n: number }[] };
        expect(left.rows[0]?.n).toBe(0);
      }
    },
    SLOW_FIXTURE_MS,
  );
});
