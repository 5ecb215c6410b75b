import { count, desc, eq, sql } from 'drizzle-orm';
import type { OrganizationRecord, PageRequest, PageResult } from '../types';
import { type PreparedQueries, prepareQueries } from './prepared';
import { toOrganization } from './rows';
import { organizations } from './schema';
import { type SqlDatabase, text } from './values';

/**
 * The organisations of the SQL store, and the database and prepared queries every part of it
 * uses (SqlReportsStore extends it).
 */
export class SqlOrganizationsStore {
  protected readonly q: PreparedQueries;

  constructor(protected readonly db: SqlDatabase) {
    this.q = prepareQueries(db);
  }

  async listOrganizations(page: PageRequest): Promise<PageResult<OrganizationRecord>> {
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(organizations)
        .orderBy(desc(organizations.createdAt), desc(organizations.id))
        .limit(page.limit)
        .offset(page.offset),
      this.db.select({ n: count() }).from(organizations),
    ]);
    return { items: rows.map(toOrganization), total: Number(totals[0]?.n ?? 0) };
  }

  async createOrganization(record: OrganizationRecord): Promise<OrganizationRecord> {
    const [row] = await this.db
      .insert(organizations)
      .values({
        ...record,
        name: text(record.name),
        industryCategory: text(record.industryCategory),
      })
      .returning();
    return toOrganization(row as typeof organizations.$inferSelect);
  }

  async toggleOrganizationStatus(id: string): Promise<OrganizationRecord | null> {
    const [row] = await this.db
      .update(organizations)
      .set({
        status: sql`case when ${organizations.status} = 'active' then 'inactive' else 'active' end`,
      })
      .where(eq(organizations.id, text(id)))
      .returning();
    return row ? toOrganization(row) : null;
  }

  async findOrganizationById(id: string): Promise<OrganizationRecord | null> {
    const [row] = await this.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, text(id)))
      .limit(1);
    return row ? toOrganization(row) : null;
  }

  async deleteOrganization(id: string): Promise<boolean> {
    const rows = await this.db
      .delete(organizations)
      .where(eq(organizations.id, text(id)))
      .returning({ id: organizations.id });
    return rows.length > 0;
  }
}
