import type { ScoreDetails } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { purgeExpiredRows } from '../src/services/maintenance';
import type { PendingRegistrationRecord, ReportPageJson } from '../src/store/types';
import { StoreConflictError } from '../src/store/types';
import { newUser, withStoreFrom } from './storeFixtures';
import { storeFactories } from './stores';

const t0 = new Date('2026-01-01T00:00:00.000Z');
const at = (s: number) => new Date(t0.getTime() + s * 1000);

const score = { finalScore: 1 } as unknown as ScoreDetails;

/** The report ids of a page in wire form, in order. */
const idsOf = (page: ReportPageJson) =>
  (JSON.parse(page.json) as { _id: string }[]).map((r) => r._id);
const content = { report: null, selectedLevels: {}, userFilledDetails: {} };

/** A pending registration for p@example.com, code sent at t0, valid 10 minutes. */
const pendingRecord = (
  overrides: Partial<PendingRegistrationRecord> & Pick<PendingRegistrationRecord, 'codeHash'>,
): PendingRegistrationRecord => ({
  email: 'p@example.com',
  passwordHash: 'h',
  mobile: '9111111111',
  designation: 'D',
  level: 'Top',
  functionDepartment: 'F',
  name: 'Pat Doe',
  expiresAt: at(600),
  attempts: 0,
  lastSentAt: t0,
  createdAt: t0,
  ...overrides,
});

/** The Store contract every backend must meet (the SQL store runs this suite too). */
describe.each(storeFactories)('Store contract ($name)', ({ create }) => {
  const withStore = withStoreFrom(create);

  it('creates users and rejects duplicate e-mails and non-empty mobiles', () =>
    withStore(async (s) => {
      const u = await s.createUser(newUser(1));
      expect(u).toMatchObject({ email: 'u1@example.com', tokenVersion: 0, role: 'user' });
      expect(u.updatedAt.getTime()).toBe(t0.getTime());
      expect(await s.findUserByEmail('u1@example.com')).toEqual(u);
      expect(await s.findUserById(u.id)).toEqual(u);
      expect(await s.findUserByMobile('9000000001')).toEqual(u);
      await expect(s.createUser(newUser(2, { email: 'u1@example.com' }))).rejects.toEqual(
        new StoreConflictError('email'),
      );
      await expect(s.createUser(newUser(3, { mobile: '9000000001' }))).rejects.toBeInstanceOf(
        StoreConflictError,
      );
      await s.createUser(newUser(4, { mobile: '' }));
      await s.createUser(newUser(5, { mobile: '' }));
      expect(await s.findUserByMobile('')).toBeNull();
      expect(await s.findUserByEmail('nobody@example.com')).toBeNull();
    }));

  it('sets passwords (bumping tokenVersion) and roles', () =>
    withStore(async (s) => {
      const u = await s.createUser(newUser(1));
      const changed = await s.setUserPassword(u.id, 'new-hash', at(5));
      expect(changed).toMatchObject({ passwordHash: 'new-hash', tokenVersion: 1 });
      expect(changed?.updatedAt.getTime()).toBe(at(5).getTime());
      expect((await s.setUserRole(u.id, 'admin', at(6)))?.role).toBe('admin');
      expect(await s.setUserPassword('missing', 'x', at(7))).toBeNull();
    }));

  it('sets and clears a user name', () =>
    withStore(async (s) => {
      const u = await s.createUser(newUser(1));
      const named = await s.setUserName(u.id, 'Asha Sharma', at(5));
      expect(named).toMatchObject({ name: 'Asha Sharma', email: u.email });
      expect(named?.updatedAt.getTime()).toBe(at(5).getTime());
      expect((await s.findUserById(u.id))?.name).toBe('Asha Sharma');
      expect((await s.setUserName(u.id, '', at(6)))?.name).toBe('');
      expect(await s.setUserName('missing', 'x', at(7))).toBeNull();
    }));

  it('keeps pending registrations, counts attempts and completes them atomically', () =>
    withStore(async (s) => {
      const pending = pendingRecord({ codeHash: 'c1' });
      expect(await s.savePendingRegistration(pending, null)).toBe(true);
      // insert-only when the caller saw none; replace only over the code hash it saw
      expect(await s.savePendingRegistration({ ...pending, codeHash: 'cx' }, null)).toBe(false);
      const take = (max: number, now = at(10)) =>
        s.consumePendingAttempt('p@example.com', max, now);
      expect(await take(2)).toMatchObject({ consumed: true, pending: { attempts: 1 } });
      expect(await take(2)).toMatchObject({ consumed: true, pending: { attempts: 2 } });
      expect(await take(2)).toMatchObject({ consumed: false, pending: { attempts: 2 } });
      expect(await take(5, at(600))).toMatchObject({ consumed: false, pending: { attempts: 2 } });
      expect(await s.consumePendingAttempt('none@example.com', 5, at(10))).toEqual({
        consumed: false,
        pending: null,
      });
      expect(await s.savePendingRegistration({ ...pending, codeHash: 'c2' }, 'cx')).toBe(false);
      expect(await s.savePendingRegistration({ ...pending, codeHash: 'c2' }, 'c1')).toBe(true);
      expect(await s.findPendingRegistration('p@example.com')).toEqual({
        ...pending,
        codeHash: 'c2',
      });
      await s.createUser(newUser(1, { mobile: '9111111111' }));
      await expect(
        s.completeRegistration(newUser(2, { email: 'p@example.com', mobile: '9111111111' })),
      ).rejects.toBeInstanceOf(StoreConflictError);
      expect(await s.findPendingRegistration('p@example.com')).not.toBeNull();
      const u = await s.completeRegistration(
        newUser(3, { email: 'p@example.com', mobile: '9222222222' }),
      );
      expect(u.email).toBe('p@example.com');
      expect(await s.findPendingRegistration('p@example.com')).toBeNull();
    }));

  it('consumes reset tokens once and only before they expire', () =>
    withStore(async (s) => {
      const u = await s.createUser(newUser(1));
      const rec = { userId: u.id, expiresAt: at(900), usedAt: null, createdAt: t0 };
      await s.createPasswordResetToken({ ...rec, tokenHash: 'a' }, t0);
      await s.createPasswordResetToken({ ...rec, tokenHash: 'b' }, t0);
      expect(await s.consumePasswordResetToken('a', at(10))).toBe(u.id);
      expect(await s.consumePasswordResetToken('a', at(11))).toBeNull();
      expect(await s.consumePasswordResetToken('b', at(900))).toBeNull();
      expect(await s.consumePasswordResetToken('zzz', at(1))).toBeNull();
    }));

  it('stores a reset token only when the user has none newer than `since`', () =>
    withStore(async (s) => {
      const u = await s.createUser(newUser(1));
      const v = await s.createUser(newUser(2));
      const rec = (tokenHash: string, userId: string, seconds: number) => ({
        tokenHash,
        userId,
        expiresAt: at(seconds + 900),
        usedAt: null,
        createdAt: at(seconds),
      });
      expect(await s.createPasswordResetToken(rec('a', u.id, 0), at(-60))).toBe(true);
      expect(await s.createPasswordResetToken(rec('b', u.id, 30), at(-30))).toBe(false);
      expect(await s.createPasswordResetToken(rec('w', v.id, 30), at(-30))).toBe(true);
      expect(await s.createPasswordResetToken(rec('c', u.id, 61), at(1))).toBe(true);
      expect(await s.consumePasswordResetToken('b', at(62))).toBeNull();
      expect(await s.consumePasswordResetToken('c', at(62))).toBe(u.id);
      // requests in parallel: one link a minute, however many connections they arrive on
      for (const minute of [2, 3, 4, 5, 6]) {
        const burst = await Promise.all(
          Array.from({ length: 12 }, (_, i) =>
            s.createPasswordResetToken(
              rec(`m${minute}-${i}`, v.id, minute * 60),
              at(minute * 60 - 59),
            ),
          ),
        );
        expect(burst.filter(Boolean)).toHaveLength(1);
      }
    }));

  it("voids the user's other reset tokens when one is consumed, and no one else's", () =>
    withStore(async (s) => {
      const u = await s.createUser(newUser(1));
      const v = await s.createUser(newUser(2));
      const rec = { expiresAt: at(900), usedAt: null, createdAt: t0 };
      for (const tokenHash of ['a', 'b', 'c']) {
        await s.createPasswordResetToken({ ...rec, userId: u.id, tokenHash }, t0);
      }
      await s.createPasswordResetToken({ ...rec, userId: v.id, tokenHash: 'v' }, t0);
      expect(await s.consumePasswordResetToken('b', at(10))).toBe(u.id);
      expect(await s.consumePasswordResetToken('a', at(11))).toBeNull();
      expect(await s.consumePasswordResetToken('c', at(11))).toBeNull();
      expect(await s.consumePasswordResetToken('v', at(11))).toBe(v.id);
      // two of one user's links used at once: one reset wins
      await s.createPasswordResetToken({ ...rec, userId: u.id, tokenHash: 'd' }, t0);
      await s.createPasswordResetToken({ ...rec, userId: u.id, tokenHash: 'e' }, t0);
      const both = await Promise.all(
        ['d', 'e', 'd', 'e'].map((h) => s.consumePasswordResetToken(h, at(20))),
      );
      expect(both.filter((x) => x === u.id)).toHaveLength(1);
    }));

  it('reserves login attempts up to a maximum in a window, atomically', () =>
    withStore(async (s) => {
      expect(await s.reserveLoginAttempt('k', at(1), t0, 2)).toEqual({ reserved: true });
      expect(await s.reserveLoginAttempt('k', at(2), t0, 2)).toEqual({ reserved: true });
      const refused = await s.reserveLoginAttempt('k', at(3), t0, 2);
      expect(refused.reserved).toBe(false);
      expect(!refused.reserved && refused.oldest.getTime()).toBe(at(1).getTime());
      expect((await s.countLoginFailures('k', t0)).count).toBe(2);
      // the first attempt left the window
      expect(await s.reserveLoginAttempt('k', at(4), at(2), 2)).toEqual({ reserved: true });
      const burst = await Promise.all(
        Array.from({ length: 25 }, () => s.reserveLoginAttempt('burst', at(5), t0, 10)),
      );
      expect(burst.filter((r) => r.reserved)).toHaveLength(10);
      expect((await s.countLoginFailures('burst', t0)).count).toBe(10);
    }));

  it('paces attempts by a rule of the window, atomically, and releases one attempt', () =>
    withStore(async (s) => {
      const seen: unknown[] = [];
      // at most 3, each at least 2 s after the newest
      const rule = (w: { count: number; newest: Date | null }) => {
        seen.push(w);
        if (w.count >= 3) return 60_000;
        return w.newest ? w.newest.getTime() + 2000 - at(10).getTime() : 0;
      };
      expect(await s.reservePacedAttempt('p', at(10), t0, rule)).toEqual({ reserved: true });
      expect(await s.reservePacedAttempt('p', at(10), t0, rule)).toEqual({
        reserved: false,
        retryAfterMs: 2000,
      });
      expect(seen[1]).toEqual({ count: 1, oldest: at(10), newest: at(10) });
      const burst = await Promise.all(
        Array.from({ length: 20 }, () => s.reservePacedAttempt('q', at(5), t0, () => 0)),
      );
      expect(burst.every((r) => r.reserved)).toBe(true);
      const capped = await Promise.all(
        Array.from({ length: 20 }, () =>
          s.reservePacedAttempt('r', at(5), t0, (w) => (w.count >= 3 ? 1000 : 0)),
        ),
      );
      expect(capped.filter((r) => r.reserved)).toHaveLength(3);
      await s.releaseLoginAttempt('r', at(5));
      expect((await s.countLoginFailures('r', t0)).count).toBe(2);
      await s.releaseLoginAttempt('r', at(6));
      expect((await s.countLoginFailures('r', t0)).count).toBe(2);
    }));

  it('revokes tokens and counts login failures in a window', () =>
    withStore(async (s) => {
      await s.revokeToken('j1', at(100));
      await s.revokeToken('j1', at(100));
      expect(await s.isTokenRevoked('j1')).toBe(true);
      expect(await s.isTokenRevoked('j2')).toBe(false);
      const u = await s.createUser(newUser(7));
      expect(await s.findUserForToken(u.id, 'j2')).toEqual({
        id: u.id,
        email: u.email,
        role: u.role,
        tokenVersion: u.tokenVersion,
      });
      expect(await s.findUserForToken(u.id, 'j1')).toBeNull();
      expect(await s.findUserForToken('00000000-0000-4000-8000-999999999999', 'j2')).toBeNull();
      for (const [key, s2] of [
        ['k', 1],
        ['k', 5],
        ['k', 9],
        ['other', 9],
      ] as const) {
        await s.reserveLoginAttempt(key, at(s2), t0, 10);
      }
      const sum = await s.countLoginFailures('k', at(5));
      expect(sum.count).toBe(2);
      expect(sum.oldest?.getTime()).toBe(at(5).getTime());
      expect(await s.countLoginFailures('none', t0)).toEqual({ count: 0, oldest: null });
      await s.clearLoginFailures('k');
      expect((await s.countLoginFailures('k', t0)).count).toBe(0);
      expect((await s.countLoginFailures('other', t0)).count).toBe(1);
    }));

  it('creates, updates and deletes drafts for their owner only', () =>
    withStore(async (s) => {
      const a = await s.createUser(newUser(1));
      const b = await s.createUser(newUser(2));
      const d = await s.createDraft({
        id: 'd1',
        ownerId: a.id,
        email: a.email,
        now: t0,
        report: { x: 1 },
        selectedLevels: { '1': 2 },
        userFilledDetails: { details: { role: 'R' } },
      });
      expect(d).toMatchObject({ id: 'd1', status: 'draft', draftId: 'd1', scoreDetails: null });
      expect(await s.findOwnedReport(b.id, 'd1')).toBeNull();
      expect(await s.updateDraft(b.id, 'd1', content, at(1))).toBeNull();
      const up = await s.updateDraft(a.id, 'd1', { ...content, selectedLevels: { '2': 3 } }, at(2));
      expect(up).toMatchObject({ selectedLevels: { '2': 3 }, report: null });
      expect(up?.updatedAt.getTime()).toBe(at(2).getTime());
      expect(up?.createdAt.getTime()).toBe(t0.getTime());
      expect(await s.deleteDraft(b.id, 'd1')).toBe(false);
      expect(await s.deleteDraft(a.id, 'd1')).toBe(true);
      expect(await s.deleteDraft(a.id, 'd1')).toBe(false);
    }));

  it('submits idempotently by draftId and lists newest first with totals', () =>
    withStore(async (s) => {
      const a = await s.createUser(newUser(1));
      const b = await s.createUser(newUser(2));
      await s.createDraft({ ...content, id: 'd1', ownerId: a.id, email: a.email, now: at(1) });
      const base = { ...content, ownerId: a.id, email: a.email, scoreDetails: score };
      expect(await s.submitReport({ ...base, draftId: 'd1', newId: 'x', now: at(10) })).toEqual({
        outcome: 'created',
        reportId: 'd1',
      });
      expect(await s.submitReport({ ...base, draftId: 'd1', newId: 'y', now: at(11) })).toEqual({
        outcome: 'existing',
        reportId: 'd1',
      });
      expect(
        await s.submitReport({ ...base, ownerId: b.id, draftId: 'd1', newId: 'z', now: at(12) }),
      ).toEqual({ outcome: 'not-found' });
      expect(await s.submitReport({ ...base, draftId: null, newId: 'r2', now: at(20) })).toEqual({
        outcome: 'created',
        reportId: 'r2',
      });
      await s.createDraft({ ...content, id: 'd3', ownerId: a.id, email: a.email, now: at(30) });
      await s.createDraft({ ...content, id: 'd4', ownerId: b.id, email: b.email, now: at(40) });
      const completed = await s.findOwnedReport(a.id, 'd1');
      expect(completed).toMatchObject({
        status: 'completed',
        submittedDraftId: 'd1',
        scoreDetails: score,
      });
      // dated when submitted, not when the draft was begun
      expect(completed?.createdAt.getTime()).toBe(at(10).getTime());

      const page = await s.listReportsByOwner(a.id, { offset: 0, limit: 2 });
      expect(page.total).toBe(3);
      expect(idsOf(page)).toEqual(['d3', 'r2']);
      expect(idsOf(await s.listReportsByOwner(a.id, { offset: 2, limit: 2 }))).toEqual(['d1']);
      expect(await s.listReportsByOwner(a.id, { offset: 10, limit: 2 })).toEqual({
        json: '[]',
        total: 3,
      });
      expect(await s.listReportsByOwner('nobody', { offset: 0, limit: 2 })).toEqual({
        json: '[]',
        total: 0,
      });
      const all = await s.listCompletedReports({ offset: 0, limit: 10 });
      expect(idsOf(all)).toEqual(['r2', 'd1']);
      expect(all.total).toBe(2);
    }));

  it('stays atomic under concurrent submits, attempts and token consumption', () =>
    withStore(async (s) => {
      const a = await s.createUser(newUser(1));
      await s.createDraft({ ...content, id: 'd1', ownerId: a.id, email: a.email, now: t0 });
      const base = {
        ...content,
        ownerId: a.id,
        email: a.email,
        scoreDetails: score,
        draftId: 'd1',
        now: at(1),
      };
      const results = await Promise.all(
        Array.from({ length: 5 }, (_, i) => s.submitReport({ ...base, newId: `n${i}` })),
      );
      expect(results.filter((r) => r.outcome === 'created')).toHaveLength(1);
      expect(results.every((r) => 'reportId' in r && r.reportId === 'd1')).toBe(true);
      expect((await s.listReportsByOwner(a.id, { offset: 0, limit: 10 })).total).toBe(1);

      await s.savePendingRegistration(pendingRecord({ codeHash: 'c' }), null);
      const takes = await Promise.all(
        Array.from({ length: 8 }, () => s.consumePendingAttempt('p@example.com', 5, at(1))),
      );
      const counts = takes.flatMap((r) => (r.consumed ? [r.pending.attempts] : []));
      expect(counts.sort()).toEqual([1, 2, 3, 4, 5]);
      const saves = await Promise.all(
        ['n1', 'n2', 'n3', 'n4'].map((codeHash) =>
          s.savePendingRegistration(
            pendingRecord({ codeHash, expiresAt: at(660), lastSentAt: at(60) }),
            'c',
          ),
        ),
      );
      expect(saves.filter(Boolean)).toHaveLength(1);

      await s.createPasswordResetToken(
        { tokenHash: 't', userId: a.id, expiresAt: at(900), usedAt: null, createdAt: t0 },
        t0,
      );
      const consumed = await Promise.all(
        Array.from({ length: 4 }, () => s.consumePasswordResetToken('t', at(2))),
      );
      expect(consumed.filter((x) => x === a.id)).toHaveLength(1);
    }));

  it('keeps organisations: create, list newest first, toggle, delete', () =>
    withStore(async (s) => {
      await s.createOrganization({
        id: 'o1',
        name: 'A',
        industryCategory: 'x',
        status: 'active',
        createdAt: at(1),
      });
      await s.createOrganization({
        id: 'o2',
        name: 'B',
        industryCategory: 'y',
        status: 'active',
        createdAt: at(2),
      });
      const page = await s.listOrganizations({ offset: 0, limit: 10 });
      expect(page.items.map((o) => o.id)).toEqual(['o2', 'o1']);
      expect(page.total).toBe(2);
      expect((await s.toggleOrganizationStatus('o1'))?.status).toBe('inactive');
      expect((await s.toggleOrganizationStatus('o1'))?.status).toBe('active');
      expect(await s.toggleOrganizationStatus('nope')).toBeNull();
      expect(await s.deleteOrganization('o1')).toBe(true);
      expect(await s.deleteOrganization('o1')).toBe(false);
    }));

  it('returns copies that callers may change freely', () =>
    withStore(async (s) => {
      const u = await s.createUser(newUser(1));
      u.role = 'admin';
      expect((await s.findUserById(u.id))?.role).toBe('user');
      const d = await s.createDraft({
        ...content,
        id: 'd1',
        ownerId: u.id,
        email: u.email,
        now: t0,
      });
      d.selectedLevels['9'] = 9;
      expect((await s.findOwnedReport(u.id, 'd1'))?.selectedLevels).toEqual({});
    }));

  it('purgeExpiredRows keeps what still matters', () =>
    withStore(async (s) => {
      await s.revokeToken('live', at(100));
      await s.reserveLoginAttempt('k', at(50), t0, 10);
      await purgeExpiredRows(s, { now: () => at(60) });
      expect(await s.isTokenRevoked('live')).toBe(true);
      expect((await s.countLoginFailures('k', t0)).count).toBe(1);
    }));

  it('purges expired rows and answers ping', () =>
    withStore(async (s) => {
      await s.ping();
      await s.revokeToken('old', at(1));
      await s.revokeToken('new', at(1000));
      await s.reserveLoginAttempt('k', at(1), t0, 10);
      await s.purgeExpired(at(10), at(5));
      expect(await s.isTokenRevoked('old')).toBe(false);
      expect(await s.isTokenRevoked('new')).toBe(true);
      expect((await s.countLoginFailures('k', t0)).count).toBe(0);
    }));
});
