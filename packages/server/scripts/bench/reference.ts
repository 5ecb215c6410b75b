/**
 * The reference server (bench only, never shipped): a bare Hono + jose HS256 app
 * that answers the bench's list endpoint (`LIST_ENDPOINT`) with the same JSON as ours, from
 * the same database, in one SQL round trip (session check, total and page together). It is
 * the floor our server's CPU per request is compared with: no middleware, no validation
 * library, no error handler, no logging; the token verified by jose on every request.
 */
import type { AddressInfo } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { jwtVerify } from 'jose';
import type pg from 'pg';
import { LIST_ENDPOINT, referenceSql } from './listEndpoint';

/** One row of the reference's statement, or none when the session does not stand. */
type RunQuery = (params: unknown[]) => Promise<{ total: number; items: string | null } | undefined>;

/** The statement on a `pg` pool, as a named prepared statement (planned once per connection). */
export const pgQuery = (pool: pg.Pool): RunQuery => {
  const text = referenceSql();
  return async (values) => (await pool.query({ name: 'ref_list', text, values })).rows[0];
};

/** The statement on the PGlite instance our store uses. */
export const pgliteQuery = (client: PGlite): RunQuery => {
  const text = referenceSql();
  return async (params) =>
    (await client.query<{ total: number; items: string | null }>(text, params)).rows[0];
};

const pageParam = (value: string | undefined, fallback: number) => {
  const n = value === undefined ? fallback : Number(value);
  return Number.isInteger(n) && n >= 1 ? n : null;
};

const unauthorized = { success: false, message: 'Invalid or expired token' };

/** The reference app: one route, `GET /api/v1/user/<LIST_ENDPOINT>/:email?page&limit`. */
const referenceApp = (secret: string, run: RunQuery): Hono => {
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const app = new Hono();
  app.get(`/api/v1/user/${LIST_ENDPOINT}/:email`, async (c) => {
    const token = c.req.header('authorization')?.match(/^Bearer (\S+)$/i)?.[1];
    if (!token) return c.json(unauthorized, 401);
    let claims: { sub?: unknown; email?: unknown; jti?: unknown; tv?: unknown };
    try {
      claims = (await jwtVerify(token, await key, { algorithms: ['HS256'] })).payload;
    } catch {
      return c.json(unauthorized, 401);
    }
    if (c.req.param('email').trim().toLowerCase() !== claims.email) {
      return c.json({ success: false, message: 'Forbidden' }, 403);
    }
    const page = pageParam(c.req.query('page'), 1);
    const limit = pageParam(c.req.query('limit'), 10);
    if (page === null || limit === null) return c.json({ success: false }, 400);
    const size = Math.min(limit, 100);
    const row = await run([claims.sub, claims.tv, claims.jti, size, (page - 1) * size]);
    if (!row) return c.json(unauthorized, 401);
    const pagination = JSON.stringify({
      totalReports: row.total,
      totalPages: Math.ceil(row.total / size),
      currentPage: page,
      limit: size,
    });
    return c.body(`{"data":[${row.items ?? ''}],"pagination":${pagination}}`, 200, {
      'content-type': 'application/json',
    });
  });
  return app;
};

/** Listens on a loopback port; its URL and how to stop it. */
export const startReference = (
  secret: string,
  run: RunQuery,
): Promise<{ url: string; close(): Promise<void> }> =>
  new Promise((resolve) => {
    const server = serve(
      { fetch: referenceApp(secret, run).fetch, port: 0, hostname: '127.0.0.1' },
      (info: AddressInfo) =>
        resolve({
          url: `http://127.0.0.1:${info.port}`,
          close: () => new Promise((done) => server.close(() => done())),
        }),
    );
  });
