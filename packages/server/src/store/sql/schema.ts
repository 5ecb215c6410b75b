import type { ReportType, ScoreDetails, SelectedLevels } from '@rolescope/core';
import type { OrganizationStatus, ReviewItem, UserRole } from '@rolescope/core/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ReportStatusValue,
  ReviewStatus,
  StoredReportBody,
  StoredUserFilledDetails,
} from '../types';

/**
 * The Drizzle schema of the SQL store. It mirrors `migrations.ts` (the plain SQL that creates
 * it); a test checks that both agree. Table names are unqualified, so a connection's
 * `search_path` picks the schema (tests give each run its own).
 */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    mobile: text('mobile').notNull().default(''),
    designation: text('designation').notNull(),
    level: text('level').notNull(),
    functionDepartment: text('function_department').notNull(),
    name: text('name').notNull().default(''),
    role: text('role').$type<UserRole>().notNull(),
    tokenVersion: integer('token_version').notNull().default(0),
    organizationId: text('organization_id').references(() => organizations.id, {
      onDelete: 'set null',
    }),
    externalUserId: text('external_user_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_key').on(t.mobile).where(sql`${t.mobile} <> ''`),
    uniqueIndex('users_organization_external_key')
      .on(t.organizationId, t.externalUserId)
      .where(sql`${t.externalUserId} is not null`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    email: text('email').primaryKey(),
    passwordHash: text('password_hash').notNull(),
    mobile: text('mobile').notNull(),
    designation: text('designation').notNull(),
    level: text('level').notNull(),
    functionDepartment: text('function_department').notNull(),
    name: text('name').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastSentAt: ts('last_sent_at').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('pending_registrations_expires_idx').on(t.expiresAt)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('password_reset_tokens_expires_idx').on(t.expiresAt),
    index('password_reset_tokens_user_idx').on(t.userId),
  ],
);

export const revokedTokens = pgTable(
  'revoked_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('revoked_tokens_expires_idx').on(t.expiresAt)],
);

export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    at: ts('at').notNull(),
  },
  (t) => [
    index('login_failures_key_at_idx').on(t.key, t.at),
    index('login_failures_at_idx').on(t.at),
  ],
);

export const reports = pgTable(
  'reports',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    status: text('status').$type<ReportStatusValue>().notNull(),
    reportType: text('report_type').$type<ReportType>().notNull().default('competency'),
    draftId: text('draft_id'),
    report: json('report').$type<StoredReportBody>(),
    selectedLevels: json('selected_levels').$type<SelectedLevels>().notNull(),
    userFilledDetails: json('user_filled_details').$type<StoredUserFilledDetails>().notNull(),
    scoreDetails: json('score_details').$type<ScoreDetails>(),
    submittedDraftId: text('submitted_draft_id'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('reports_owner_created_idx').on(t.ownerId, t.createdAt.desc(), t.id.desc()),
    index('reports_completed_created_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'completed'`),
    check('reports_status_check', sql`${t.status} in ('draft', 'completed')`),
    check('reports_report_type_check', sql`${t.reportType} in ('competency', 'career')`),
  ],
);

/**
 * Columns the database maintains itself and Drizzle never reads or writes: `reports.doc`, the
 * report's contract JSON, and `reports.summary`, its list summary, written by a trigger
 * (migrations 4 and 7) and read only as text by the report queries (src/store/sql/prepared.ts);
 * `users.report_count`, the user's number of reports, kept by a trigger on reports (migration
 * 7) and read as the lists' total.
 */
export const DATABASE_MAINTAINED_COLUMNS: Record<string, readonly string[]> = {
  reports: ['doc', 'summary'],
  users: ['report_count'],
};

export const organizations = pgTable(
  'organizations',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    industryCategory: text('industry_category').notNull(),
    status: text('status').$type<OrganizationStatus>().notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('organizations_created_idx').on(t.createdAt.desc(), t.id.desc())],
);

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    index('api_keys_organization_created_idx').on(
      t.organizationId,
      t.createdAt.desc(),
      t.id.desc(),
    ),
  ],
);

/** Migration 13: a manager's review of a submitted report (its outbox trigger in SQL only). */
export const managerReviews = pgTable(
  'manager_reviews',
  {
    reportId: text('report_id')
      .primaryKey()
      .references(() => reports.id, { onDelete: 'cascade' }),
    organizationId: text('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    reviewerExternalUserId: text('reviewer_external_user_id').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    status: text('status').$type<ReviewStatus>().notNull(),
    items: jsonb('items').$type<ReviewItem[]>().notNull(),
    updatedAt: ts('updated_at').notNull(),
    submittedAt: ts('submitted_at'),
  },
  (t) => [
    index('manager_reviews_organization_idx').on(t.organizationId),
    check('manager_reviews_status_check', sql`${t.status} in ('draft', 'submitted')`),
  ],
);

export const schema = {
  users,
  pendingRegistrations,
  passwordResetTokens,
  revokedTokens,
  loginFailures,
  reports,
  organizations,
  apiKeys,
  managerReviews,
};

/** The tables of the base schema, children first (the tests check each is emptied between tests). */
export const TABLE_NAMES = [
  'organization_invitations',
  'organization_domains',
  'webhook_attempts',
  'webhook_deliveries',
  'webhook_endpoints',
  'manager_reviews',
  'reports',
  'password_reset_tokens',
  'login_failures',
  'revoked_tokens',
  'pending_registrations',
  'api_keys',
  'users',
  'organizations',
] as const;
