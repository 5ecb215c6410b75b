import type { Report } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { createFixtureCatalog } from '../catalog/fixture';
import { createFastHasher } from '../hash/fast';
import { MemoryStore } from '../store/memory/memoryStore';
import { ensureAdmin } from './ensureAdmin';
import { DEMO_EMAIL, DEMO_PASSWORD, seedDemo } from './seedDemo';

describe('seeding', () => {
  it('creates the demo user once, with reports and drafts', async () => {
    const store = new MemoryStore();
    const hasher = createFastHasher();
    const u = await seedDemo(store, hasher, { reports: true, catalog: createFixtureCatalog() });
    expect(u.email).toBe(DEMO_EMAIL);
    expect(await hasher.verify(u.passwordHash, DEMO_PASSWORD)).toBe(true);
    const again = await seedDemo(store, hasher, { reports: true, catalog: createFixtureCatalog() });
    expect(again.id).toBe(u.id);
    const list = await store.listReportsByOwner(u.id, { offset: 0, limit: 100 });
    expect(list.total).toBe(28);
    const reports = JSON.parse(list.json) as Report[];
    const completed = reports.filter((r) => r.status === 'completed');
    expect(completed.every((r) => r.scoreDetails !== undefined)).toBe(true);
    expect(reports.some((r) => r.status === 'draft')).toBe(true);
  });

  it('creates the admin once', async () => {
    const store = new MemoryStore();
    const hasher = createFastHasher();
    const a = await ensureAdmin(store, hasher, 'Admin@Example.com', 'Admin@12345');
    expect(a).toMatchObject({ email: 'admin@example.com', role: 'admin' });
    expect((await ensureAdmin(store, hasher, 'admin@example.com', 'x')).id).toBe(a.id);
  });
});
