import type { Context } from 'hono';

/** A 200 answer whose body is JSON text already (as `c.json` would send it, unserialised). */
export const jsonText = (c: Context, body: string): Response =>
  c.body(body, 200, { 'content-type': 'application/json' });
