import { describe, expect, it } from 'vitest';
import type { OrganizationRecord } from '../src/store/types';
import { withStoreFrom } from './storeFixtures';
import { storeFactories } from './stores';

const t0 = new Date('2026-01-01T00:00:00.000Z');
const t1 = new Date('2026-01-02T00:00:00.000Z');
const org = (id: string): OrganizationRecord => ({
  id,
  name: id,
  industryCategory: 'technology',
  status: 'active',
  createdAt: t0,
});

/** The Store contract of the organisation directory, on every backend. */
describe.each(storeFactories)('Store contract: directory ($name)', ({ create }) => {
  const withStore = withStoreFrom(create);

  it('creates with defaults, counts created and updated, keeps absent fields and clears nulls', () =>
    withStore(async (s) => {
      await s.createOrganization(org('org-1'));
      expect(
        await s.upsertDirectoryEntries(
          'org-1',
          [
            { externalUserId: 'a', name: 'Ann', role: 'manager', team: { id: 't1', name: 'T1' } },
            { externalUserId: 'b', managerExternalUserId: 'a', department: 'Ops' },
          ],
          t0,
        ),
      ).toEqual({ created: 2, updated: 0 });
      expect(await s.findDirectoryEntry('org-1', 'b')).toEqual({
        organizationId: 'org-1',
        externalUserId: 'b',
        name: '',
        role: 'employee',
        managerExternalUserId: 'a',
        team: null,
        department: 'Ops',
        updatedAt: t0,
      });
      expect(
        await s.upsertDirectoryEntries(
          'org-1',
          [
            { externalUserId: 'a', department: 'Eng' },
            { externalUserId: 'b', name: 'Bo', managerExternalUserId: null, department: null },
            { externalUserId: 'c' },
          ],
          t1,
        ),
      ).toEqual({ created: 1, updated: 2 });
      expect(await s.findDirectoryEntry('org-1', 'a')).toEqual({
        organizationId: 'org-1',
        externalUserId: 'a',
        name: 'Ann',
        role: 'manager',
        managerExternalUserId: null,
        team: { id: 't1', name: 'T1' },
        department: 'Eng',
        updatedAt: t1,
      });
      const b = await s.findDirectoryEntry('org-1', 'b');
      expect([b?.name, b?.managerExternalUserId, b?.department]).toEqual(['Bo', null, null]);
      expect(await s.findDirectoryEntry('org-2', 'a')).toBeNull();
    }));

  it('walks a manager reach through further managers, within one organisation, cycle-safe', () =>
    withStore(async (s) => {
      await s.createOrganization(org('org-1'));
      await s.createOrganization(org('org-2'));
      const m = (externalUserId: string, managerExternalUserId: string | null) => ({
        externalUserId,
        managerExternalUserId,
      });
      await s.upsertDirectoryEntries(
        'org-1',
        [
          m('boss', null),
          m('m1', 'boss'),
          m('m2', 'boss'),
          m('e1', 'm1'),
          m('e2', 'e1'),
          m('p1', 'm2'),
        ],
        t0,
      );
      await s.upsertDirectoryEntries('org-2', [m('x', 'm1')], t0);
      expect(await s.reportsOf('org-1', 'm1')).toEqual(['e1', 'e2']);
      expect(await s.reportsOf('org-1', 'boss')).toEqual(['e1', 'e2', 'm1', 'm2', 'p1']);
      expect(await s.reportsOf('org-1', 'e2')).toEqual([]);
      // a cycle: boss reports to e2, who is in boss's own reach
      await s.upsertDirectoryEntries('org-1', [m('boss', 'e2')], t1);
      expect(await s.reportsOf('org-1', 'm1')).toEqual(['boss', 'e1', 'e2', 'm2', 'p1']);
      expect(await s.reportsOf('org-1', 'boss')).toEqual(['e1', 'e2', 'm1', 'm2', 'p1']);
    }));

  it('writes 1,000 rows in one call', () =>
    withStore(async (s) => {
      await s.createOrganization(org('org-1'));
      const rows = Array.from({ length: 1000 }, (_, i) => ({ externalUserId: `u${i}` }));
      expect(await s.upsertDirectoryEntries('org-1', rows, t0)).toEqual({
        created: 1000,
        updated: 0,
      });
      expect(await s.upsertDirectoryEntries('org-1', rows, t1)).toEqual({
        created: 0,
        updated: 1000,
      });
    }));
});
