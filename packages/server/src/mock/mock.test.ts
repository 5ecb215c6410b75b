import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMockApi, lastCodeSentTo, MOCK_ADMIN_EMAIL, MOCK_ADMIN_PASSWORD } from './index';

const mock = createMockApi({ seed: true });
const server = setupServer(...mock.handlers);
const BASE = 'https://hr.example.com/api';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const post = async (path: string, body: unknown, token?: string) => {
  const res = await fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { message?: string; data?: { token?: string; role?: string } },
  };
};

describe('createMockApi', () => {
  it('signs the demo user in and serves its 25+ seeded reports and drafts', async () => {
    const login = await post('/v1/survey/login', {
      email: 'demo@rolescope.app',
      password: 'Demo@12345',
    });
    expect(login.status).toBe(200);
    const token = login.body.data?.token as string;
    const res = await fetch(
      `${BASE}/v1/user/fetchUserReportSummaries/demo@rolescope.app?limit=100`,
      { headers: { authorization: `Bearer ${token}` } },
    );
    const list = (await res.json()) as {
      data: Array<{ _id: string; status: string; hasReport: boolean; role: string }>;
    };
    expect(list.data.length).toBeGreaterThanOrEqual(25);
    const drafts = list.data.filter((r) => r.status === 'draft');
    expect(drafts.length).toBeGreaterThan(0);
    expect(new Set(list.data.map((r) => r.role)).size).toBeGreaterThan(5);
    // and one report whole, by id
    const first = list.data[0]?._id ?? '';
    const one = await fetch(`${BASE}/v1/user/fetchUserReport/${first}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(one.status).toBe(200);
    expect(((await one.json()) as { data: { _id: string } }).data._id).toBe(first);
    expect(list.data.filter((r) => r.status === 'completed').every((r) => r.hasReport)).toBe(true);
  });

  it('signs the admin in', async () => {
    const login = await post('/v1/survey/login', {
      email: MOCK_ADMIN_EMAIL,
      password: MOCK_ADMIN_PASSWORD,
    });
    expect(login.body.data?.role).toBe('admin');
  });

  it('runs the registration flow with the code read from the memory mailer', async () => {
    const data = {
      email: 'new@example.com',
      password: 'Passw0rd!',
      mobile: '9123456789',
      designation: 'Analyst',
      level: 'Junior',
      functionDepartment: 'Finance',
    };
    expect((await post('/v1/survey/initiate-registration', data)).status).toBe(200);
    const otp = lastCodeSentTo(mock.mailer, data.email);
    const verify = await post('/v1/survey/verify-otp', { ...data, otp });
    expect(verify.status).toBe(201);
    expect(verify.body.message).toBe('User Registered Successfully');
  });

  it('answers the catalog from the fixture', async () => {
    const token = await mock.demoToken();
    const res = await fetch(`${BASE}/v1/admin/getIndustryCategories`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as { data: Array<{ _id: string }> };
    expect(body.data.map((c) => c._id)).toEqual(['technology', 'bfsi']);
  });

  it('answers under a base URL with a prefix before /api, after the configured latency', async () => {
    const slow = createMockApi({ latencyMs: 30 });
    const started = Date.now();
    const res = await slow.app.request('/api/health');
    expect(res.status).toBe(200);
    const handler = slow.handlers[0];
    expect(handler).toBeDefined();
    const local = setupServer(...slow.handlers);
    server.close();
    local.listen({ onUnhandledRequest: 'error' });
    try {
      const viaPrefix = await fetch('https://hr.example.com/rolescope/api/health');
      expect(await viaPrefix.json()).toEqual({ status: 'ok' });
      expect(Date.now() - started).toBeGreaterThanOrEqual(25);
    } finally {
      local.close();
      server.listen({ onUnhandledRequest: 'error' });
    }
  });
});
