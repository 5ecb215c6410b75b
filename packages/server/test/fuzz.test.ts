import { endpoints } from '@rolescope/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workedExample } from './answers';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

/** Known body keys per endpoint, so the fuzzer also hits the validators' deeper paths. */
const keys: Partial<Record<keyof typeof endpoints, string[]>> = {
  initiateRegistration: [
    'email',
    'password',
    'mobile',
    'designation',
    'level',
    'functionDepartment',
  ],
  verifyOtp: ['email', 'password', 'mobile', 'designation', 'level', 'functionDepartment', 'otp'],
  login: ['email', 'password'],
  forgotPassword: ['email'],
  resetPassword: ['token', 'password'],
  saveDraft: ['draftData'],
  updateDraft: ['draftId', 'draftData'],
  sendReportToAdmin: ['email', 'report', 'selectedLevels', 'userFilledDetails', 'draftId'],
  getFunctions: ['industryCategory', 'jobFamilyProcessOptions'],
  getDomainFunctions: ['industryCategory', 'jobFamilyProcessOptions'],
  getFunctionalCompetencies: [
    'industryCategory',
    'functions',
    'technicalCompetence',
    'careerCategory',
    'process',
  ],
  getDomainCompetencies: ['industryCategory', 'functions', 'careerCategory', 'process'],
  calculateCompetencyLevel: [
    'industryCategory',
    'currentIndustry',
    'functions',
    'competencyName',
    'level',
  ],
  createOrganization: ['name', 'industryCategory'],
};

const words = fc.constantFrom(
  'technology',
  'bfsi',
  'programming',
  'software-engineering',
  'cloud-operations',
  'expert',
  'high',
  'demo@rolescope.app',
  'Passw0rd!',
  '123456',
  '9876543210',
  'Middle',
  '__proto__',
  'constructor',
  '',
);
const leaf = fc.oneof(
  words,
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
);
const value = fc.oneof(
  leaf,
  fc.array(fc.oneof(words, fc.string()), { maxLength: 4 }),
  fc.dictionary(fc.oneof(words, fc.string()), leaf, { maxKeys: 4 }),
  fc.constant(workedExample()),
  fc.jsonValue({ maxDepth: 3 }),
);
const shaped = (names: string[]) =>
  fc.record(Object.fromEntries(names.map((k) => [k, value])), { requiredKeys: [] });

const bodyFor = (name: keyof typeof endpoints) =>
  fc.oneof(
    shaped(keys[name] ?? ['id']).map((b) => ({ json: b as unknown })),
    fc.jsonValue({ maxDepth: 4 }).map((b) => ({ json: b as unknown })),
    fc.string().map((raw) => ({ raw })),
  );

const param = fc.oneof(words, fc.string({ minLength: 1 }), fc.constant('%'), fc.constant('..'));
const query = fc.oneof(
  fc.constant(''),
  fc
    .tuple(
      fc.oneof(fc.string(), fc.integer().map(String)),
      fc.oneof(fc.string(), fc.integer().map(String)),
    )
    .map(([p, l]) => `?page=${encodeURIComponent(p)}&limit=${encodeURIComponent(l)}`),
);

describe.each(storeFactories)('fuzzing every endpoint ($name store)', ({ create }) => {
  it('never answers 5xx, and every error carries a JSON message', async () => {
    const t = await makeTestApp({ store: await create() });
    const user = await t.signUpAndLogin(1);
    const admin = await t.adminToken();
    for (const [name, { method, path }] of Object.entries(endpoints) as [
      keyof typeof endpoints,
      { method: string; path: string },
    ][]) {
      await fc.assert(
        fc.asyncProperty(
          bodyFor(name),
          param,
          query,
          fc.constantFrom(user.token, admin, undefined),
          async (body, p, q, token) => {
            const filled = path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(p));
            const withBody = method !== 'GET';
            const res = await t.call(method, `${filled}${method === 'GET' ? q : ''}`, {
              token,
              ...(withBody && 'json' in body ? { body: body.json ?? null } : {}),
              ...(withBody && 'raw' in body
                ? { raw: body.raw, headers: { 'content-type': 'application/json' } }
                : {}),
            });
            expect(res.status, `${method} ${filled}`).toBeLessThan(500);
            if (res.status >= 400) expect(typeof res.body.message).toBe('string');
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
      );
    }
    expect(t.errors).toEqual([]);
  }, 120_000);
});
