import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPglite, type PgliteHandle } from '../src/store/sql/pglite';

describe('PGlite type parsers', () => {
  let handle: PgliteHandle | undefined;
  afterEach(async () => {
    vi.restoreAllMocks();
    await handle?.close();
  }, 30_000);

  it('Drizzle reads timestamps as text without passing its parsers on every query', async () => {
    handle = await openPglite();
    const query = vi.spyOn(handle.client, 'query');
    const res = (await handle.db.execute(sql`SELECT now() AS n`)) as unknown as {
      rows: { n: unknown }[];
    };
    expect(typeof res.rows[0]?.n).toBe('string');
    expect(query).toHaveBeenCalled();
    for (const call of query.mock.calls) expect(call[2]?.parsers).toBeUndefined();
  }, 30_000);

  it('the runner still reads timestamps as Date objects', async () => {
    handle = await openPglite();
    const { rows } = await handle.runner.query('SELECT now() AS n');
    expect(rows[0]?.n).toBeInstanceOf(Date);
  }, 30_000);
});
