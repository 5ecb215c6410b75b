import { describe, expect, it } from 'vitest';
import { endpoints, fillPath } from './endpoints';

describe('endpoints', () => {
  it('lists every endpoint of the contract once', () => {
    const keys = Object.values(endpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toContain('POST /v1/survey/send-report-to-admin');
    expect(keys).toContain('GET /v1/user/fetchUserReports/:email');
  });

  it('fills and encodes path parameters', () => {
    expect(fillPath(endpoints.fetchUserReports.path, { email: 'a+b@x.io' })).toBe(
      '/v1/user/fetchUserReports/a%2Bb%40x.io',
    );
    expect(() => fillPath(endpoints.deleteDraft.path)).toThrow(/Missing path parameter "id"/);
  });
});
