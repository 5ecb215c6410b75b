import { createApp } from '../src/app';
import type { Catalog } from '../src/catalog/buildCatalog';
import { createFixtureCatalog } from '../src/catalog/fixture';
import type { AppConfig } from '../src/deps';
import { createFastHasher } from '../src/hash/fast';
import type { Hasher } from '../src/hash/types';
import {
  createMemoryMailer,
  lastCodeSentTo,
  lastResetTokenSentTo,
  type MemoryMailer,
} from '../src/mail/memory';
import { ensureAdmin } from '../src/seed/ensureAdmin';
import type { Store } from '../src/store/types';
import { createTestClock, type TestClock } from './clock';

export const APP_URL = 'https://rolescope.test';
const TEST_SECRET = 'test-secret-that-is-long-enough-0123456789';
export const ADMIN = { email: 'admin@rolescope.test', password: 'Admin@12345' };

export type Answer<T = Record<string, unknown>> = {
  status: number;
  body: T;
  headers: Headers;
};

export type CallOptions = {
  token?: string;
  body?: unknown;
  /** A raw body string (sent as-is). */
  raw?: string;
  headers?: Record<string, string>;
};

export const signUpData = (n: number | string, overrides: Record<string, string> = {}) => ({
  email: `user${n}@example.com`,
  password: 'Passw0rd!',
  mobile: `9${String(n).padStart(9, '0').slice(-9)}`,
  designation: 'Engineer',
  level: 'Middle',
  functionDepartment: 'Engineering',
  ...overrides,
});

/** The app with a controllable clock, a memory mailer, the fast hasher and the fixture catalog. */
export const makeTestApp = async ({
  store,
  hasher = createFastHasher(1),
  mailer = createMemoryMailer(),
  config,
  catalog = createFixtureCatalog(),
}: {
  store: Store;
  /** The catalog to serve (the fixture catalog unless given). */
  catalog?: Catalog;
  hasher?: Hasher;
  mailer?: MemoryMailer;
  config?: Partial<AppConfig>;
}) => {
  const clock: TestClock = createTestClock();
  const errors: unknown[] = [];
  // Work the app runs after an answer (a reset link), tracked so tests can wait for it.
  const afterResponse = new Set<Promise<void>>();
  const app = createApp({
    store,
    mailer,
    hasher,
    clock,
    catalog,
    config: {
      jwtSecret: TEST_SECRET,
      appUrl: APP_URL,
      getClientAddress: (c) => c.req.header('x-test-client') ?? 'test',
      onError: (e) => errors.push(e),
      runAfterResponse: (work) => {
        const done = new Promise((r) => setTimeout(r, 0)).then(work);
        afterResponse.add(done);
        void done.finally(() => afterResponse.delete(done));
      },
      ...config,
    },
  });

  const call = async <T = Record<string, unknown>>(
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer<T>> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined = options.raw;
    if (options.body !== undefined) {
      payload = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const res = await app.request(`/api${path}`, { method, headers, body: payload });
    const text = await res.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = { __raw: text };
    }
    return { status: res.status, body: body as T, headers: res.headers };
  };

  /** Registers (initiate + verify with the e-mailed code) and returns the public user. */
  const register = async (data: ReturnType<typeof signUpData>) => {
    const init = await call('POST', '/v1/survey/initiate-registration', { body: data });
    if (init.status !== 200)
      throw new Error(`initiate failed: ${init.status} ${JSON.stringify(init.body)}`);
    const otp = lastCodeSentTo(mailer, data.email);
    const verify = await call<{ data: { user: { _id: string } } }>(
      'POST',
      '/v1/survey/verify-otp',
      {
        body: { ...data, otp },
      },
    );
    if (verify.status !== 201) throw new Error(`verify failed: ${verify.status}`);
    return verify.body.data.user;
  };

  const login = async (email: string, password: string) => {
    const res = await call<{ data: { token: string } }>('POST', '/v1/survey/login', {
      body: { email, password },
    });
    if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
    return res.body.data.token;
  };

  /** Registers, verifies and signs in a fresh user. */
  const signUpAndLogin = async (n: number | string, overrides: Record<string, string> = {}) => {
    const data = signUpData(n, overrides);
    const user = await register(data);
    const token = await login(data.email, data.password);
    return { ...data, id: user._id, token };
  };

  const adminToken = async () => {
    await ensureAdmin(store, hasher, ADMIN.email, ADMIN.password, clock);
    return login(ADMIN.email, ADMIN.password);
  };

  /** Resolves once the work the app runs after its answers has finished. */
  const settle = async () => {
    while (afterResponse.size > 0) await Promise.all(afterResponse);
  };

  /** The token of the last reset link e-mailed to `email` (sent after the answer). */
  const resetTokenFor = async (email: string) => {
    await settle();
    return lastResetTokenSentTo(mailer, email);
  };

  return {
    app,
    store,
    clock,
    mailer,
    hasher,
    errors,
    call,
    register,
    login,
    signUpAndLogin,
    adminToken,
    settle,
    resetTokenFor,
  };
};
