/** What an employee is to their organisation: the portal's word on role, manager and team. */
export type DirectoryRole = 'employee' | 'manager' | 'hr';

/** One employee of an organisation's directory (a row may exist before its user account). */
export type DirectoryEntry = {
  organizationId: string;
  externalUserId: string;
  name: string;
  role: DirectoryRole;
  /** null: no manager. */
  managerExternalUserId: string | null;
  team: { id: string; name: string } | null;
  department: string | null;
  updatedAt: Date;
};

/**
 * One row to write. A field left out keeps the stored value (or takes its default on a new
 * row: name '', role 'employee', the others null); `null` clears manager, team or department.
 */
export type DirectoryEntryInput = { externalUserId: string } & Partial<
  Omit<DirectoryEntry, 'organizationId' | 'externalUserId' | 'updatedAt'>
>;

/** Deepest chain of managers followed when resolving a manager's reach. */
export const MAX_REACH_DEPTH = 50;

export interface DirectoryStore {
  /**
   * Creates or updates up to 1,000 rows in one transaction (later duplicates of one id win);
   * how many rows were new and how many already existed.
   */
  upsertDirectoryEntries(
    organizationId: string,
    entries: DirectoryEntryInput[],
    now: Date,
  ): Promise<{ created: number; updated: number }>;
  findDirectoryEntry(
    organizationId: string,
    externalUserId: string,
  ): Promise<DirectoryEntry | null>;
  /**
   * The manager's reach: every externalUserId whose manager is this one, directly or through
   * further managers (at most MAX_REACH_DEPTH levels), never the manager themself, sorted.
   * A cycle in the directory ends the walk instead of looping.
   */
  reportsOf(organizationId: string, managerExternalUserId: string): Promise<string[]>;
}

/**
 * Which of an organisation's submitted reports a read returns: the scope (a manager's reach,
 * absent for the whole organisation), the filters, and the keyset cursor (rows strictly older
 * than `after` in createdAt desc, id desc order; the page's offset is then ignored).
 */
export type OrganizationReportQuery = {
  managerExternalUserId?: string;
  team?: string;
  department?: string;
  /** Reports of that manager's whole reach. */
  manager?: string;
  /** Career level bounds (scoreDetails.careerLevel), both inclusive. */
  levelFrom?: number;
  levelTo?: number;
  /** A catalog competency id among the body's items. */
  competency?: string;
  /** A job family's catalog id among the role details' `process`. */
  jobFamily?: string;
  /** Inclusive. */
  submittedFrom?: Date;
  /** Exclusive. */
  submittedTo?: Date;
  after?: { createdAt: Date; id: string };
};
