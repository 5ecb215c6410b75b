import { type EndpointName, endpoints, fillPath } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { MemoryStore } from '../src/store/memory/memoryStore';
import { orgWithKey } from './embedFixtures';
import { makeTestApp } from './harness';

const rows = Object.entries(endpoints) as [EndpointName, (typeof endpoints)[EndpointName]][];
const accessOf = (row: (typeof endpoints)[EndpointName]) => ('access' in row ? row.access : 'user');

/** The server's routes are core's endpoint table: one per row, guarded as the row says. */
describe('routes from the endpoint table', () => {
  it('mounts a route for every row, and no route without a row', async () => {
    const { app } = await makeTestApp({ store: new MemoryStore() });
    const mounted = new Set(
      app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`),
    );
    const table = new Set(rows.map(([, row]) => `${row.method} /api${row.path}`));
    expect([...mounted].sort()).toEqual([...table].sort());
    expect(table.size).toBe(rows.length);
  });

  it('guards every row as its access says', async () => {
    const t = await makeTestApp({ store: new MemoryStore() });
    const user = await t.signUpAndLogin(1);
    const { secret } = await orgWithKey(t, await t.adminToken());
    const wrong: string[] = [];
    for (const [name, row] of rows) {
      const path = fillPath(row.path, {
        id: 'missing',
        keyId: 'missing',
        webhookId: 'missing',
        email: user.email,
      });
      // a fresh session for each row, as logout ends the one it is called with
      const token = await t.login(user.email, user.password);
      const anonymous = (await t.call(row.method, path)).status;
      const signedIn = (await t.call(row.method, path, { token })).status;
      const withKey = (await t.call(row.method, path, { token: secret })).status;
      const access = accessOf(row);
      const ok =
        (access === 'public' ? anonymous !== 401 : anonymous === 401) &&
        (access === 'apiKey'
          ? signedIn === 401 && withKey !== 401 && withKey !== 403
          : access === 'organization'
            ? // a user token that is no manager's or hr's embed session
              signedIn === 403 && withKey !== 401 && withKey !== 403
            : (access === 'admin' ? signedIn === 403 : signedIn !== 401 && signedIn !== 403) &&
              // an organisation's key is no user token
              (access === 'public' || withKey === 401));
      if (!ok) {
        wrong.push(
          `${name} (${access}): ${anonymous} without a token, ${signedIn} with, ${withKey} with a key`,
        );
      }
    }
    expect(wrong).toEqual([]);
  });
});
