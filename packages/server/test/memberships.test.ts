import { describe, expect, it } from 'vitest';
import { lastCodeSentTo } from '../src/mail/memory';
import {
  domainTaken,
  EXPIRED_INVITATION,
  INVALID_INVITATION,
  OTHER_EMAIL,
  OTHER_ORGANIZATION,
  USED_INVITATION,
} from '../src/services/memberships';
import { submitBody } from './answers';
import { EMBED_REPORTS, mintSession, ORGS, orgWithKey } from './embedFixtures';
import { makeTestApp, signUpData } from './harness';
import { INSIGHTS } from './insightsFixture';
import { storeFactories } from './stores';

type TestApp = Awaited<ReturnType<typeof makeTestApp>>;
type Created = { data: { _id: string; email: string; expiresAt: string; token: string } };
type Joined = { data: { organizationId: string; externalUserId: string | null } };
type Failure = { message: string; errors?: Record<string, string> };

const JOIN = '/v1/user/organization/join';
const DAY_MS = 24 * 60 * 60 * 1000;

const invite = (t: TestApp, admin: string, orgId: string, body: Record<string, unknown>) =>
  t.call<Created>('POST', `${ORGS}/${orgId}/invitations`, { token: admin, body });

const join = (t: TestApp, token: string, invitation: string) =>
  t.call<Joined & Failure>('POST', JOIN, { token, body: { token: invitation } });

const submit = async (t: TestApp, token: string, email: string) => {
  const res = await t.call<{ data: { reportId: string } }>(
    'POST',
    '/v1/survey/send-report-to-admin',
    { token, body: submitBody(email) },
  );
  expect(res.status).toBe(201);
  return res.body.data.reportId;
};

/** The ids of the organisation's listed reports, with their owners' portal ids. */
const listed = async (t: TestApp, secret: string) => {
  const res = await t.call<{ data: { _id: string; externalUserId: string | null }[] }>(
    'GET',
    EMBED_REPORTS,
    { token: secret },
  );
  expect(res.status).toBe(200);
  return res.body.data.map((r) => ({ id: r._id, externalUserId: r.externalUserId }));
};

// Each test signs several people up and in: on a busy machine PGlite needs more than 15 s.
describe.each(storeFactories)(
  'Rolescope accounts in organisations ($name store)',
  { timeout: 60_000 },
  ({ create }) => {
    const setUp = async (start?: Date) => {
      const store = await create();
      const t = await makeTestApp({ store });
      if (start) t.clock.set(start);
      const admin = await t.adminToken();
      const acme = await orgWithKey(t, admin, 'Acme');
      return { store, t, admin, acme };
    };

    it('completes the sign-up of an embedded employee into the same user, reports kept', async () => {
      const { store, t, acme } = await setUp();
      const email = 'e1@portal.example';
      const session = await mintSession(t, acme.secret, 'e1', email, 'Eve One');
      const reportId = await submit(t, session.body.data.clientSecret, email);
      const employee = await store.findUserByExternalId(acme.orgId, 'e1');

      const user = await t.register(signUpData(1, { email, name: 'Someone Else' }));
      expect(user._id).toBe(employee?.id);
      const after = await store.findUserById(user._id);
      expect(after).toMatchObject({
        organizationId: acme.orgId,
        externalUserId: 'e1',
        name: 'Eve One',
        mobile: signUpData(1).mobile,
        designation: 'Engineer',
      });
      const token = await t.login(email, signUpData(1).password);
      const own = await t.call<{ data: { _id: string }[] }>(
        'GET',
        `/v1/user/fetchUserReports/${email}`,
        { token },
      );
      expect(own.body.data.map((r) => r._id)).toEqual([reportId]);
      expect(await listed(t, acme.secret)).toEqual([{ id: reportId, externalUserId: 'e1' }]);
      // the portal's later sessions reach the same account, and no longer rename it
      const again = await mintSession(t, acme.secret, 'e1', email, 'Renamed');
      expect(again.status).toBe(201);
      expect((await store.findUserById(user._id))?.name).toBe('Eve One');
      // the account is real now: a second sign-up is today's 409
      const repeat = await t.call<Failure>('POST', '/v1/survey/initiate-registration', {
        body: signUpData(2, { email }),
      });
      expect(repeat.status).toBe(409);
    });

    it('answers a real account exactly as before: 409 on the e-mail', async () => {
      const { t } = await setUp();
      await t.signUpAndLogin(3);
      const res = await t.call<Failure>('POST', '/v1/survey/initiate-registration', {
        body: signUpData(4, { email: signUpData(3).email }),
      });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        message: 'Email is already registered',
        errors: { email: 'Email is already registered' },
      });
    });

    it('lets the invited person join by link, once, and lists their reports for the organisation', async () => {
      const { store, t, admin, acme } = await setUp(new Date('2026-05-10T10:00:00Z'));
      const member = await t.signUpAndLogin(5);
      const created = await invite(t, admin, acme.orgId, {
        email: member.email.toUpperCase(),
        externalUserId: 'p-5',
      });
      expect(created.status).toBe(201);
      expect(created.body.data).toMatchObject({
        email: member.email,
        externalUserId: 'p-5',
        expiresAt: '2026-05-24T10:00:00.000Z',
      });
      const { token } = created.body.data;
      expect(token).toMatch(/^rs_inv_/);

      // Anyone holding the link learns where it leads, until it is used; no account needed.
      const preview = (value: string) =>
        t.call<{ data: { organizationName: string; expiresAt: string } } & Failure>(
          'POST',
          '/v1/invitations/preview',
          { body: { token: value } },
        );
      const live = await preview(token);
      expect(live.status).toBe(200);
      expect(live.body.data).toEqual({
        organizationName: 'Acme',
        expiresAt: '2026-05-24T10:00:00.000Z',
      });
      expect((await preview('rs_inv_unknown')).body.message).toBe(INVALID_INVITATION);

      const joined = await join(t, member.token, token);
      expect(joined.status).toBe(200);
      const spent = await preview(token);
      expect(spent.status).toBe(400);
      expect(spent.body.message).toBe(USED_INVITATION);
      expect(joined.body.data).toEqual({
        organizationId: acme.orgId,
        organizationName: 'Acme',
        externalUserId: 'p-5',
      });
      expect(await store.findUserById(member.id)).toMatchObject({
        organizationId: acme.orgId,
        externalUserId: 'p-5',
      });
      const used = await join(t, member.token, token);
      expect(used.status).toBe(400);
      expect(used.body.message).toBe(USED_INVITATION);

      const reportId = await submit(t, member.token, member.email);
      expect(await listed(t, acme.secret)).toEqual([{ id: reportId, externalUserId: 'p-5' }]);
      const insights = await t.call<{
        data: { employees: { total: number; evaluated: number }; current: { reports: number } };
      }>('GET', `${INSIGHTS}?from=2026-05&to=2026-05`, { token: acme.secret });
      expect(insights.status).toBe(200);
      expect(insights.body.data.employees).toMatchObject({ total: 1, evaluated: 1 });
      expect(insights.body.data.current.reports).toBe(1);
    });

    it('refuses unknown, expired and other people’s invitations, and a second organisation', async () => {
      const { t, admin: firstAdmin, acme } = await setUp();
      const beta = await orgWithKey(t, firstAdmin, 'Beta');
      await t.signUpAndLogin(6);
      await t.signUpAndLogin(7);

      let admin = firstAdmin;
      const member = {
        email: signUpData(6).email,
        token: await t.login(signUpData(6).email, signUpData(6).password),
      };
      const unknown = await join(t, member.token, 'rs_inv_unknown');
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(INVALID_INVITATION);

      const short = await invite(t, admin, acme.orgId, { email: member.email, expiresInDays: 1 });
      const other = await invite(t, admin, acme.orgId, { email: member.email });
      t.clock.advance(DAY_MS + 1);
      // sessions end meanwhile: everyone signs in again
      admin = await t.adminToken();
      member.token = await t.login(member.email, signUpData(6).password);
      const stranger = { token: await t.login(signUpData(7).email, signUpData(7).password) };
      const expired = await join(t, member.token, short.body.data.token);
      expect(expired.status).toBe(400);
      expect(expired.body.message).toBe(EXPIRED_INVITATION);
      // purged with the other expired records, it is unknown from then on
      await t.store.purgeExpired(t.clock.now(), new Date(0));
      const purged = await join(t, member.token, short.body.data.token);
      expect(purged.body.message).toBe(INVALID_INVITATION);

      // a forwarded link does not let someone else in, and stays usable by its addressee
      const wrong = await join(t, stranger.token, other.body.data.token);
      expect(wrong.status).toBe(403);
      expect(wrong.body.message).toBe(OTHER_EMAIL);
      expect((await join(t, member.token, other.body.data.token)).status).toBe(200);

      // invited by the portal's backend with the organisation's key
      const fromBeta = await t.call<Created>('POST', '/v1/embed/invitations', {
        token: beta.secret,
        body: { email: member.email },
      });
      expect(fromBeta.status).toBe(201);
      const second = await join(t, member.token, fromBeta.body.data.token);
      expect(second.status).toBe(409);
      expect(second.body.message).toBe(OTHER_ORGANIZATION);

      const tooLong = await invite(t, admin, acme.orgId, {
        email: member.email,
        expiresInDays: 31,
      });
      expect(tooLong.status).toBe(400);
      // only administrators invite through the admin row
      expect((await invite(t, member.token, acme.orgId, { email: member.email })).status).toBe(403);
    });

    it('joins whoever signs up with a claimed domain; a domain has one organisation', async () => {
      const { store, t, admin, acme } = await setUp();
      const beta = await orgWithKey(t, admin, 'Beta');
      const put = (orgId: string, domains: string[]) =>
        t.call<{ data: { domains: string[] } } & Failure>('PUT', `${ORGS}/${orgId}/domains`, {
          token: admin,
          body: { domains },
        });
      const claimed = await put(acme.orgId, ['Acme.test', 'acme.test', 'corp.acme.test']);
      expect(claimed.status).toBe(200);
      expect(claimed.body.data.domains).toEqual(['acme.test', 'corp.acme.test']);
      const listed = await t.call<{ data: { domains: string[] } }>(
        'GET',
        `${ORGS}/${acme.orgId}/domains`,
        {
          token: admin,
        },
      );
      expect(listed.body.data.domains).toEqual(['acme.test', 'corp.acme.test']);
      const taken = await put(beta.orgId, ['beta.test', 'acme.test']);
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(domainTaken('acme.test'));
      expect((await put(beta.orgId, ['not a domain'])).status).toBe(400);

      const joiner = await t.register(signUpData(8, { email: 'ann@acme.test' }));
      expect((await store.findUserById(joiner._id))?.organizationId).toBe(acme.orgId);
      const outsider = await t.register(signUpData(9, { email: 'bob@elsewhere.test' }));
      expect((await store.findUserById(outsider._id))?.organizationId).toBeNull();

      // released, the domain can be claimed by another organisation
      expect((await put(acme.orgId, [])).status).toBe(200);
      const released = await t.call<{ data: { domains: string[] } }>(
        'GET',
        `${ORGS}/${acme.orgId}/domains`,
        {
          token: admin,
        },
      );
      expect(released.body.data.domains).toEqual([]);
      expect((await put(beta.orgId, ['acme.test'])).status).toBe(200);
      const later = await t.register(signUpData(10, { email: 'cid@acme.test' }));
      expect((await store.findUserById(later._id))?.organizationId).toBe(beta.orgId);
    });

    it('lets one of parallel acceptances join, of one link or of two organisations', async () => {
      const { store, t, admin, acme } = await setUp();
      const beta = await orgWithKey(t, admin, 'Beta');
      const member = await t.signUpAndLogin(12);
      const one = await invite(t, admin, acme.orgId, { email: member.email });
      const same = await Promise.all(
        [1, 2, 3].map(() => join(t, member.token, one.body.data.token)),
      );
      expect(same.map((r) => r.status).sort()).toEqual([200, 400, 400]);

      const other = await t.signUpAndLogin(13);
      const [a, b] = await Promise.all(
        [acme.orgId, beta.orgId].map((orgId) => invite(t, admin, orgId, { email: other.email })),
      );
      const both = await Promise.all(
        [a, b].map((inv) => join(t, other.token, inv?.body.data.token ?? '')),
      );
      expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
      const joined = both.find((r) => r.status === 200)?.body.data.organizationId;
      expect((await store.findUserById(other.id))?.organizationId).toBe(joined);
    });

    it('never returns the token again nor sends it anywhere', async () => {
      const { t, admin, acme } = await setUp();
      const created = await invite(t, admin, acme.orgId, { email: 'x@portal.example' });
      const { token } = created.body.data;
      expect(t.mailer.messages.some((m) => JSON.stringify(m).includes(token))).toBe(false);
      expect(t.errors).toEqual([]);
      // the OTP of a sign-up still goes to the address only
      await t.call('POST', '/v1/survey/initiate-registration', {
        body: signUpData(11, { email: 'x@portal.example' }),
      });
      expect(lastCodeSentTo(t.mailer, 'x@portal.example')).toMatch(/^\d{6}$/);
    });
  },
);
