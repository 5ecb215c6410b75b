import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Endpoint } from '../contract/endpoint';
import { toCall } from './callInput';

const schema = z.object({ name: z.string() });
const query = z.object({ page: z.optional(z.number()), limit: z.optional(z.number()) });
const response = z.object({});
const row = (path: string, parts: Partial<Endpoint> = {}): Endpoint => ({
  method: 'POST',
  path,
  response,
  ...parts,
});
const signal = new AbortController().signal;

describe('toCall', () => {
  it('reads the options first when the row takes nothing', () => {
    expect(toCall(row('/logout'), [{ signal }])).toEqual({
      path: '/logout',
      search: '',
      body: undefined,
      options: { signal },
    });
    expect(toCall(row('/logout'), []).options).toEqual({});
  });

  it('sends a body alone as the argument itself', () => {
    const call = toCall(row('/login', { body: schema }), [{ name: 'a' }, { signal }]);
    expect(call).toEqual({ path: '/login', search: '', body: { name: 'a' }, options: { signal } });
  });

  it('fills a lone path parameter with the argument, encoded', () => {
    expect(toCall(row('/drafts/:id'), ['d/1']).path).toBe('/drafts/d%2F1');
  });

  it('takes a query alone from the schema’s keys, leaving out undefined values', () => {
    const r = row('/reports', { method: 'GET', query });
    expect(toCall(r, [{ page: 2, limit: 5, extra: 'x' }]).search).toBe('page=2&limit=5');
    expect(toCall(r, [{ page: 3, limit: undefined }]).search).toBe('page=3');
    expect(toCall(r, []).search).toBe('');
  });

  it('splits path parameters and a query out of one object', () => {
    const r = row('/reports/:email', { method: 'GET', query });
    expect(toCall(r, [{ email: 'a+b@x.io', page: 2 }, { signal }])).toEqual({
      path: '/reports/a%2Bb%40x.io',
      search: 'page=2',
      body: undefined,
      options: { signal },
    });
  });

  it('splits path parameters and `body` out of one object', () => {
    const r = row('/organizations/:id/api-keys', { body: schema });
    const call = toCall(r, [{ id: 'o1', body: { name: 'CI' } }]);
    expect(call).toMatchObject({ path: '/organizations/o1/api-keys', body: { name: 'CI' } });
  });

  it('fills several path parameters by name', () => {
    const r = row('/organizations/:id/api-keys/:keyId', { method: 'DELETE' });
    expect(toCall(r, [{ id: 'o1', keyId: 'k1' }]).path).toBe('/organizations/o1/api-keys/k1');
    expect(() => toCall(r, [{ id: 'o1' }])).toThrow(/Missing path parameter "keyId"/);
  });
});
