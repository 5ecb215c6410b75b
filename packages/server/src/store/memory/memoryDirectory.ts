import {
  type DirectoryEntry,
  type DirectoryEntryInput,
  MAX_REACH_DEPTH,
} from '../directoryRecords';
import { copy } from './helpers';
import { MemoryApiKeysStore } from './memoryApiKeys';

/** The organisation directory of the memory store: organisation id → portal id → entry. */
export class MemoryDirectoryStore extends MemoryApiKeysStore {
  protected directory = new Map<string, Map<string, DirectoryEntry>>();

  override async deleteOrganization(id: string): Promise<boolean> {
    const deleted = await super.deleteOrganization(id);
    if (deleted) this.directory.delete(id);
    return deleted;
  }

  async upsertDirectoryEntries(
    organizationId: string,
    entries: DirectoryEntryInput[],
    now: Date,
  ): Promise<{ created: number; updated: number }> {
    let org = this.directory.get(organizationId);
    if (!org) {
      org = new Map();
      this.directory.set(organizationId, org);
    }
    const seen = new Map<string, boolean>();
    for (const e of entries) {
      const old = org.get(e.externalUserId);
      if (!seen.has(e.externalUserId)) seen.set(e.externalUserId, old === undefined);
      org.set(e.externalUserId, {
        organizationId,
        externalUserId: e.externalUserId,
        name: e.name ?? old?.name ?? '',
        role: e.role ?? old?.role ?? 'employee',
        managerExternalUserId:
          e.managerExternalUserId === undefined
            ? (old?.managerExternalUserId ?? null)
            : e.managerExternalUserId,
        team: e.team === undefined ? (old?.team ?? null) : e.team && { ...e.team },
        department: e.department === undefined ? (old?.department ?? null) : e.department,
        updatedAt: new Date(now),
      });
    }
    const created = [...seen.values()].filter(Boolean).length;
    return { created, updated: seen.size - created };
  }

  async findDirectoryEntry(
    organizationId: string,
    externalUserId: string,
  ): Promise<DirectoryEntry | null> {
    const e = this.directory.get(organizationId)?.get(externalUserId);
    return e ? copy(e) : null;
  }

  /** The same walk as the SQL store's recursive query: level by level, each id once. */
  async reportsOf(organizationId: string, managerExternalUserId: string): Promise<string[]> {
    return [...this.reachOf(organizationId, managerExternalUserId)].sort();
  }

  protected reachOf(organizationId: string, managerExternalUserId: string): Set<string> {
    const org = this.directory.get(organizationId);
    const reach = new Set<string>();
    if (!org) return reach;
    let level = [managerExternalUserId];
    for (let depth = 0; depth < MAX_REACH_DEPTH && level.length > 0; depth++) {
      const managers = new Set(level);
      level = [];
      for (const e of org.values())
        if (
          e.managerExternalUserId !== null &&
          managers.has(e.managerExternalUserId) &&
          e.externalUserId !== managerExternalUserId &&
          !reach.has(e.externalUserId)
        ) {
          reach.add(e.externalUserId);
          level.push(e.externalUserId);
        }
    }
    return reach;
  }
}
