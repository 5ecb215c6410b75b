import { endpoints } from '@rolescope/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { workedExample } from './answers';
import { orgWithKey } from './embedFixtures';
import { ADMIN, makeTestApp } from './harness';
import { storeFactories } from './stores';

/**
 * The body keys a row's schema knows (an object's shape, or every shape of a union), so the
 * fuzzer also reaches the validators' deeper paths. Derived from the contract: a field added
 * to a schema is fuzzed without touching this file.
 */
const bodyKeys = (schema: unknown): string[] => {
  const s = schema as
    | { shape?: Record<string, unknown>; _zod?: { def?: { options?: unknown[] } } }
    | undefined;
  if (!s) return [];
  if (s.shape) return Object.keys(s.shape);
  return [...new Set((s._zod?.def?.options ?? []).flatMap(bodyKeys))];
};

type Row = { method: string; path: string; access?: string; body?: unknown };
const rows = Object.entries(endpoints) as [keyof typeof endpoints, Row][];

/** Every endpoint that takes a body, from the contract: each must be fuzzed with bodies. */
const WITH_BODY = rows
  .filter(([, row]) => row.method === 'POST' || row.method === 'PUT' || row.method === 'PATCH')
  .map(([name]) => name);

const words = fc.constantFrom(
  'technology',
  'bfsi',
  'programming',
  'software-engineering',
  'cloud-operations',
  'expert',
  'high',
  'demo@rolescope.app',
  // the fuzzing user's and the administrator's own addresses reach past the e-mail checks
  'user1@example.com',
  'admin@rolescope.test',
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
    shaped(bodyKeys((endpoints[name] as Row).body).concat('id')).map((b) => ({
      json: b as unknown,
    })),
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

/**
 * Endpoints that take no token; the embed ones take an organisation's key; every other one
 * requires a signed-in caller.
 */
const PUBLIC = new Set<keyof typeof endpoints>([
  'initiateRegistration',
  'verifyOtp',
  'login',
  'forgotPassword',
  'resetPassword',
  'health',
]);

type Kind = 'user' | 'admin' | 'key' | 'none';
type Tally = { withToken: number; reached: number; unauthorized: number };

describe.each(storeFactories)('fuzzing every endpoint ($name store)', ({ create }) => {
  it('never answers 5xx, every error carries a JSON message, and valid tokens get past auth', async () => {
    const t = await makeTestApp({ store: await create() });
    const user = await t.signUpAndLogin(1);
    const { secret } = await orgWithKey(t, await t.adminToken());
    // Fresh sessions for every endpoint, and a new one after every successful logout: a
    // logout fuzzed with shared tokens would revoke them, and every later endpoint (or run)
    // would see only the 401 path.
    const accounts = { user, admin: ADMIN };
    const signIn = async () => ({
      user: await t.login(user.email, user.password),
      admin: await t.login(ADMIN.email, ADMIN.password),
      key: secret,
      none: undefined,
    });
    const tallies = new Map<string, Tally>();
    const bodiesSent = new Map<string, number>();
    for (const [name, row] of rows) {
      const { method, path } = row;
      // the callers whose credentials this row takes: they must get past its guard
      const valid: Kind[] =
        row.access === 'apiKey' || row.access === 'organization' ? ['key'] : ['user', 'admin'];
      const sessions = await signIn();
      const tally = { withToken: 0, reached: 0, unauthorized: 0 };
      tallies.set(name, tally);
      await fc.assert(
        fc.asyncProperty(
          bodyFor(name),
          param,
          query,
          fc.constantFrom<Kind>('user', 'admin', 'key', 'none'),
          async (body, p, q, kind) => {
            const token = sessions[kind];
            const filled = path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(p));
            const withBody = method !== 'GET';
            const res = await t.call(method, `${filled}${method === 'GET' ? q : ''}`, {
              token,
              ...(withBody && 'json' in body ? { body: body.json ?? null } : {}),
              ...(withBody && 'raw' in body
                ? { raw: body.raw, headers: { 'content-type': 'application/json' } }
                : {}),
            });
            if (withBody) bodiesSent.set(name, (bodiesSent.get(name) ?? 0) + 1);
            expect(res.status, `${method} ${filled}`).toBeLessThan(500);
            if (res.status >= 400) {
              const message = res.body.message;
              expect(typeof message, `${method} ${filled} ${res.status}`).toBe('string');
              expect((message as string).trim().length).toBeGreaterThan(0);
            }
            if (name === 'logout' && res.status === 200 && (kind === 'user' || kind === 'admin')) {
              sessions[kind] = await t.login(accounts[kind].email, accounts[kind].password);
            }
            if (token && valid.includes(kind)) {
              tally.withToken += 1;
              if (res.status === 401) tally.unauthorized += 1;
              else tally.reached += 1;
            }
          },
        ),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 60) },
      );
    }
    // Every POST, PUT and PATCH endpoint of the contract got generated bodies.
    expect(WITH_BODY.length).toBeGreaterThanOrEqual(19);
    expect(WITH_BODY.filter((n) => !(bodiesSent.get(n) ?? 0))).toEqual([]);
    // Every authenticated endpoint was fuzzed past the auth check: a valid token is never
    // refused, and some calls with one got an answer other than 401.
    const authenticated = Object.keys(endpoints).filter(
      (n) => !PUBLIC.has(n as keyof typeof endpoints),
    );
    const failures = authenticated.filter((n) => {
      const tally = tallies.get(n);
      return !tally || tally.reached === 0 || tally.unauthorized > 0;
    });
    expect(
      failures.map((n) => `${n}: ${JSON.stringify(tallies.get(n))}`),
      'authenticated endpoints not fuzzed with valid tokens',
    ).toEqual([]);
    expect(t.errors).toEqual([]);
  }, 120_000);
});
