import type { ApiKeyInUse, ApiKeyRecord, OrganizationRecord } from '../types';
import { copy } from './helpers';
import { MemoryReportsStore } from './memoryReports';

const newestFirst = (a: ApiKeyRecord, b: ApiKeyRecord) =>
  b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/**
 * Organisation API keys of the memory store, over its organisations (MemoryStore adds users
 * on top). Each method is one atomic step: no await between a check and its write.
 */
export class MemoryApiKeysStore extends MemoryReportsStore {
  protected apiKeys = new Map<string, ApiKeyRecord>();

  async findOrganizationById(id: string): Promise<OrganizationRecord | null> {
    const o = this.organizations.get(id);
    return o ? copy(o) : null;
  }

  override async deleteOrganization(id: string): Promise<boolean> {
    for (const [k, key] of this.apiKeys) if (key.organizationId === id) this.apiKeys.delete(k);
    return super.deleteOrganization(id);
  }

  async createApiKey(record: ApiKeyRecord): Promise<ApiKeyRecord> {
    if (!this.organizations.has(record.organizationId)) {
      throw new Error('No such organization');
    }
    for (const k of this.apiKeys.values()) {
      if (k.secretHash === record.secretHash) throw new Error('Duplicate API key');
    }
    this.apiKeys.set(record.id, copy(record));
    return copy(record);
  }

  async listApiKeys(organizationId: string): Promise<ApiKeyRecord[]> {
    return [...this.apiKeys.values()]
      .filter((k) => k.organizationId === organizationId)
      .sort(newestFirst)
      .map(copy);
  }

  async revokeApiKey(organizationId: string, id: string, now: Date): Promise<ApiKeyRecord | null> {
    const k = this.apiKeys.get(id);
    if (!k || k.organizationId !== organizationId) return null;
    k.revokedAt ??= now;
    return copy(k);
  }

  async findApiKeyBySecretHash(secretHash: string): Promise<ApiKeyInUse | null> {
    for (const k of this.apiKeys.values()) {
      if (k.secretHash !== secretHash) continue;
      const o = this.organizations.get(k.organizationId);
      return o ? { ...copy(k), organizationStatus: o.status } : null;
    }
    return null;
  }

  async touchApiKey(id: string, now: Date): Promise<void> {
    const k = this.apiKeys.get(id);
    if (k) k.lastUsedAt = now;
  }
}
