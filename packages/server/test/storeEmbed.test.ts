import { describe, expect, it } from 'vitest';
import { reportDocument } from '../src/store/reportDocument';
import type { ApiKeyRecord, OrganizationRecord } from '../src/store/types';
import { StoreConflictError } from '../src/store/types';
import { newUser, withStoreFrom } from './storeFixtures';
import { storeFactories } from './stores';

const t0 = new Date('2026-01-01T00:00:00.000Z');
const at = (s: number) => new Date(t0.getTime() + s * 1000);

const org = (n: number): OrganizationRecord => ({
  id: `org-${n}`,
  name: `Org ${n}`,
  industryCategory: 'technology',
  status: 'active',
  createdAt: t0,
});
const key = (n: number, organizationId: string, createdAt = at(n)): ApiKeyRecord => ({
  id: `key-${n}`,
  organizationId,
  name: `Key ${n}`,
  prefix: `rs_sk_${n}`,
  secretHash: `digest-${n}`,
  createdAt,
  lastUsedAt: null,
  revokedAt: null,
});
const employee = (n: number, organizationId: string, externalUserId: string) =>
  newUser(n, { passwordHash: '', mobile: '', organizationId, externalUserId });

/** The Store contract of organisation keys and embedded employees, on every backend. */
describe.each(storeFactories)('Store contract: embedding ($name)', ({ create }) => {
  const withStore = withStoreFrom(create);

  it('creates, lists newest first, finds by digest, touches and revokes keys', () =>
    withStore(async (s) => {
      await s.createOrganization(org(1));
      await s.createOrganization(org(2));
      await s.createApiKey(key(1, 'org-1'));
      await s.createApiKey(key(2, 'org-1'));
      await s.createApiKey(key(3, 'org-2'));
      expect((await s.listApiKeys('org-1')).map((k) => k.id)).toEqual(['key-2', 'key-1']);
      expect(await s.findApiKeyBySecretHash('digest-1')).toEqual({
        ...key(1, 'org-1'),
        organizationStatus: 'active',
      });
      expect(await s.findApiKeyBySecretHash('digest-9')).toBeNull();
      await s.touchApiKey('key-1', at(50));
      expect((await s.findApiKeyBySecretHash('digest-1'))?.lastUsedAt).toEqual(at(50));

      expect(await s.revokeApiKey('org-2', 'key-1', at(60))).toBeNull();
      expect((await s.revokeApiKey('org-1', 'key-1', at(60)))?.revokedAt).toEqual(at(60));
      expect((await s.revokeApiKey('org-1', 'key-1', at(90)))?.revokedAt).toEqual(at(60));
      expect((await s.findApiKeyBySecretHash('digest-1'))?.revokedAt).toEqual(at(60));

      await s.toggleOrganizationStatus('org-2');
      expect((await s.findApiKeyBySecretHash('digest-3'))?.organizationStatus).toBe('inactive');
    }));

  it("deletes an organisation's keys with it and keeps its employees without it", () =>
    withStore(async (s) => {
      await s.createOrganization(org(1));
      await s.createApiKey(key(1, 'org-1'));
      const u = await s.createUser(employee(1, 'org-1', 'e1'));
      expect(await s.findOrganizationById('org-1')).toEqual(org(1));
      expect(await s.deleteOrganization('org-1')).toBe(true);
      expect(await s.findOrganizationById('org-1')).toBeNull();
      expect(await s.findApiKeyBySecretHash('digest-1')).toBeNull();
      expect(await s.listApiKeys('org-1')).toEqual([]);
      expect(await s.findUserById(u.id)).toMatchObject({
        organizationId: null,
        externalUserId: 'e1',
      });
    }));

  it('finds employees by (organisation, externalUserId), unique per organisation', () =>
    withStore(async (s) => {
      await s.createOrganization(org(1));
      await s.createOrganization(org(2));
      const a = await s.createUser(employee(1, 'org-1', 'e1'));
      expect(a).toMatchObject({ organizationId: 'org-1', externalUserId: 'e1', passwordHash: '' });
      const b = await s.createUser(employee(2, 'org-2', 'e1'));
      expect((await s.findUserByExternalId('org-1', 'e1'))?.id).toBe(a.id);
      expect((await s.findUserByExternalId('org-2', 'e1'))?.id).toBe(b.id);
      expect(await s.findUserByExternalId('org-1', 'e2')).toBeNull();
      const dup = await s.createUser(employee(3, 'org-1', 'e1')).catch((e: unknown) => e);
      expect(dup).toBeInstanceOf(StoreConflictError);
      expect((dup as StoreConflictError).field).toBe('externalUserId');
      // a user of the sign-up has neither
      expect(await s.createUser(newUser(4))).toMatchObject({
        organizationId: null,
        externalUserId: null,
      });
    }));

  it("changes a user's e-mail and name unless the e-mail is taken", () =>
    withStore(async (s) => {
      const a = await s.createUser(newUser(1));
      await s.createUser(newUser(2));
      const changed = await s.setUserProfile(a.id, { email: 'new@example.com', name: 'N' }, at(5));
      expect(changed).toMatchObject({ email: 'new@example.com', name: 'N', updatedAt: at(5) });
      expect(changed?.tokenVersion).toBe(a.tokenVersion);
      const taken = await s
        .setUserProfile(a.id, { email: 'u2@example.com', name: 'N' }, at(6))
        .catch((e: unknown) => e);
      expect(taken).toBeInstanceOf(StoreConflictError);
      expect(await s.setUserProfile('nobody', { email: 'x@example.com', name: '' }, t0)).toBeNull();
    }));

  it("lists the organisation's employees' completed reports with externalUserId", () =>
    withStore(async (s) => {
      await s.createOrganization(org(1));
      await s.createOrganization(org(2));
      const a = await s.createUser(employee(1, 'org-1', 'e"1'));
      const b = await s.createUser(employee(2, 'org-2', 'e2'));
      const plain = await s.createUser(newUser(3));
      const content = { report: null, selectedLevels: { '1': 3 }, userFilledDetails: {} };
      const submit = (ownerId: string, email: string, n: number) =>
        s.submitReport({
          ...content,
          ownerId,
          email,
          scoreDetails: null,
          draftId: null,
          newId: `r-${n}`,
          now: at(n),
        });
      await submit(a.id, a.email, 1);
      await submit(b.id, b.email, 2);
      await submit(plain.id, plain.email, 3);
      await submit(a.id, a.email, 4);
      await s.createDraft({ ...content, id: 'd-5', ownerId: a.id, email: a.email, now: at(5) });

      const page = await s.listOrganizationReports('org-1', { offset: 0, limit: 10 });
      expect(page.total).toBe(2);
      const docs = JSON.parse(page.json) as Record<string, unknown>[];
      const expected = await Promise.all(
        ['r-4', 'r-1'].map(async (id) => {
          const r = await s.findOwnedReport(a.id, id);
          return { ...reportDocument(r as NonNullable<typeof r>), externalUserId: 'e"1' };
        }),
      );
      expect(docs).toEqual(expected);
      const second = await s.listOrganizationReports('org-1', { offset: 1, limit: 1 });
      expect(JSON.parse(second.json).map((d: { _id: string }) => d._id)).toEqual(['r-1']);
      expect(second.total).toBe(2);
      expect(await s.listOrganizationReports('org-9', { offset: 0, limit: 10 })).toEqual({
        json: '[]',
        total: 0,
        last: null,
      });
    }));
});
