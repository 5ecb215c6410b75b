import { ApiError, createApiClient } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { lastCodeSentTo } from '../src/mail/memory';
import { submitBody } from './answers';
import { makeTestApp, signUpData } from './harness';
import { storeFactories } from './stores';

/** Resolves to the ApiError a call rejects with (and fails if it resolves). */
const fail = (p: Promise<unknown>): Promise<ApiError> =>
  p.then(
    () => Promise.reject(new Error('the call should have failed')),
    (e: unknown) => e as ApiError,
  );

/** Core's real API client against this server: the two agree on every path and shape. */
describe.each(storeFactories)(
  'core’s API client against the server ($name store)',
  ({ create }) => {
    const setup = async () => {
      const t = await makeTestApp({ store: await create() });
      let token: string | undefined;
      const unauthorized: number[] = [];
      const client = createApiClient({
        baseUrl: 'https://rolescope.test/api/',
        getToken: () => token,
        onUnauthorized: () => unauthorized.push(1),
        fetch: async (input, init) => t.app.fetch(new Request(input, init)),
      });
      return { t, client, setToken: (v?: string) => (token = v), unauthorized };
    };

    it('runs the whole journey through the client', async () => {
      const { t, client, setToken, unauthorized } = await setup();
      const data = signUpData(1);
      await client.initiateRegistration(data);
      const otp = lastCodeSentTo(t.mailer, data.email) as string;
      const verified = await client.verifyOtp({ ...data, otp });
      expect(verified.data.user.email).toBe(data.email);
      const login = await client.login({ email: data.email, password: data.password });
      setToken(login.data.token);

      const cats = await client.getIndustryCategories();
      expect(cats.data.map((c) => c._id)).toEqual(['technology', 'bfsi']);
      const families = await client.getJobFamilyProcess('technology');
      const fns = await client.getFunctions({
        industryCategory: 'technology',
        jobFamilyProcessOptions: families.data.slice(0, 2).map((f) => f._id),
      });
      const comps = await client.getFunctionalCompetencies({
        industryCategory: 'technology',
        functions: fns.data.map((f) => f._id),
        technicalCompetence: 'advise',
        careerCategory: 'low',
        process: families.data.slice(0, 2).map((f) => f._id),
      });
      expect(comps.data.length).toBeGreaterThanOrEqual(4);
      const domainFamilies = await client.getDomainJobFamilyProcess('technology');
      const domainFns = await client.getDomainFunctions({
        industryCategory: 'technology',
        jobFamilyProcessOptions: domainFamilies.data.map((f) => f._id),
      });
      const domainComps = await client.getDomainCompetencies({
        industryCategory: 'technology',
        functions: domainFns.data.map((f) => f._id),
        careerCategory: 'low',
      });
      const levels = await client.calculateCompetencyLevel({
        industryCategory: 'technology',
        functions: fns.data.map((f) => f._id),
        competencyName: [...comps.data.slice(0, 4), ...domainComps.data.slice(0, 2)].map(
          (c) => c._id,
        ),
        level: 'advise',
      });
      expect(levels.data.map((l) => l.step)).toEqual([1, 2, 3, 4, 5, 6]);

      const draft = await client.saveDraft({ draftData: { selectedLevels: { '1': 4 } } });
      await client.updateDraft({
        draftId: draft.data.draftId,
        draftData: { details: { role: 'x' } },
      });
      const sent = await client.sendReportToAdmin(submitBody(data.email, draft.data.draftId));
      expect(sent.data.reportId).toBe(draft.data.draftId);
      const list = await client.fetchUserReports({ email: data.email, page: 1, limit: 5 });
      expect(list.data[0]?.scoreDetails?.careerLevel).toBe(18);
      const extra = await client.saveDraft({ draftData: {} });
      await client.deleteDraft(extra.data.draftId);

      const err = await client.listOrganizations().catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ApiError);
      expect((err as ApiError).status).toBe(403);
      expect(unauthorized).toHaveLength(1);

      await client.logout();
      const after = await client.getIndustryCategories().catch((e: unknown) => e);
      expect((after as ApiError).status).toBe(401);
      expect((await client.health()).status).toBe('ok');
    });

    it('carries field errors and Retry-After into ApiError', async () => {
      const { client } = await setup();
      const bad = await fail(client.initiateRegistration({ ...signUpData(2), email: 'nope' }));
      expect(bad.status).toBe(400);
      expect(bad.errors).toEqual({ email: 'Please enter a valid email address' });
      await client.initiateRegistration(signUpData(3));
      const again = await fail(client.initiateRegistration(signUpData(3)));
      expect(again.status).toBe(429);
      expect(again.retryAfter).toBe(60);
    });

    it('lets an admin run the administration calls', async () => {
      const { t, client, setToken } = await setup();
      setToken(await t.adminToken());
      const org = await client.createOrganization({ name: 'Acme', industryCategory: 'technology' });
      expect((await client.toggleOrganizationStatus(org.data._id)).data.status).toBe('inactive');
      expect((await client.listOrganizations({ page: 1, limit: 5 })).pagination.total).toBe(1);
      expect((await client.deleteOrganization(org.data._id)).data._id).toBe(org.data._id);
      expect((await client.listAllReports()).data).toEqual([]);
    });
  },
);
