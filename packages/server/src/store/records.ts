import type { ReportType, ScoreDetails, SelectedLevels } from '@rolescope/core';
import type {
  CareerReportDraftBody,
  CompetencyReportBody,
  OrganizationStatus,
  ReportSortKey,
  UserFilledDetailsJson,
  UserRole,
} from '@rolescope/core/contract';

/** The records, inputs and results of the `Store` interface (types.ts). */

// ---------------------------------------------------------------- records

/** What the auth check reads of a user (never the password hash). */
export type TokenUser = Pick<UserRecord, 'id' | 'email' | 'role' | 'tokenVersion'>;

export type UserRecord = {
  id: string;
  /** Lower-case, unique. */
  email: string;
  /** argon2id (or the test hasher's) encoded hash. Never leaves the server. */
  passwordHash: string;
  /** 10 digits; unique among users when non-empty ('' = none, e.g. a seeded admin). */
  mobile: string;
  designation: string;
  level: string;
  functionDepartment: string;
  name: string;
  role: UserRole;
  /** Bumped on every password reset; tokens carry it as `tv` and older ones are refused. */
  tokenVersion: number;
  /**
   * The organisation of an embedded employee (created by an embed session), else null. Such a
   * user has no password: `passwordHash` is NO_PASSWORD and signing in with one always fails.
   */
  organizationId: string | null;
  /** The employee's id in the organisation's portal; unique per organisation; else null. */
  externalUserId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

/** The `passwordHash` of a user who has no password (an embedded employee). */
export const NO_PASSWORD = '';

export type NewUser = Omit<
  UserRecord,
  'tokenVersion' | 'updatedAt' | 'organizationId' | 'externalUserId'
> &
  Partial<Pick<UserRecord, 'organizationId' | 'externalUserId'>>;

/** An organisation's secret API key as stored: only a digest of the secret is kept. */
export type ApiKeyRecord = {
  id: string;
  organizationId: string;
  name: string;
  /** The secret's first API_KEY_PREFIX_LENGTH characters, shown to tell keys apart. */
  prefix: string;
  /** SHA-256 of the secret (hex), unique: keys are looked up by it. Never leaves the server. */
  secretHash: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** A key found by its digest, with the status of its organisation (what the guard checks). */
export type ApiKeyInUse = ApiKeyRecord & { organizationStatus: OrganizationStatus };

/** A sign-up waiting for its e-mailed code. One per e-mail (primary key `email`). */
export type PendingRegistrationRecord = Pick<
  UserRecord,
  'email' | 'passwordHash' | 'mobile' | 'designation' | 'level' | 'functionDepartment' | 'name'
> & {
  /** HMAC-SHA-256 of the code (hex). */
  codeHash: string;
  expiresAt: Date;
  /** Wrong codes entered against the current code; reset to 0 when a new code is sent. */
  attempts: number;
  lastSentAt: Date;
  createdAt: Date;
};

export type PasswordResetTokenRecord = {
  /** SHA-256 of the token (hex), primary key. */
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: Date;
};

export type ReportStatusValue = 'draft' | 'completed';

/**
 * The parts as stored: what the contract parsed, or, in a row written before, the older key
 * `roleImpact` (the contract's `userFilledDetailsSchema` reads it; nothing else does).
 */
export type StoredUserFilledDetails = UserFilledDetailsJson;

/** A stored `report`: a competency report's items, or a career report's body (or a subset). */
export type StoredReportBody = CompetencyReportBody | CareerReportDraftBody;

/**
 * A draft or a completed report. A draft's `draftId` equals its `id`. When a draft is
 * submitted it becomes the completed report in place (same `id`, `status: 'completed'`,
 * `draftId` and `submittedDraftId` keep the draft's id). A report submitted without a
 * draft has `draftId: null` and `submittedDraftId: null`.
 */
export type ReportRecord = {
  id: string;
  ownerId: string;
  /** The owner's e-mail (lower-case) at the time of writing. */
  email: string;
  status: ReportStatusValue;
  /**
   * Which evaluation wrote it: 'competency' (the five-step wizard) or 'career'. Stores
   * persist it (SQL: column `report_type text not null default 'competency'`); absent reads
   * as 'competency'.
   */
  reportType?: ReportType;
  draftId: string | null;
  /** The report body as the contract parsed it (career: with the server's computed parts), or null. */
  report: StoredReportBody | null;
  selectedLevels: SelectedLevels;
  userFilledDetails: StoredUserFilledDetails;
  /** Server-computed, set on completed reports only. */
  scoreDetails: ScoreDetails | null;
  submittedDraftId: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export type OrganizationRecord = {
  id: string;
  name: string;
  industryCategory: string;
  status: OrganizationStatus;
  createdAt: Date;
};

// ---------------------------------------------------------------- query shapes

export type PageRequest = { offset: number; limit: number };

/**
 * One owner's whole list in another order than newest first (the history's sortable
 * columns): `role` (case-insensitive), `reportName` (its role, then its creation time) or
 * `createdAt`; ties newest first.
 */
export type ReportOrder = { key: ReportSortKey; direction: 'asc' | 'desc' };
export type PageResult<T> = { items: T[]; total: number };

/**
 * A page of reports in its wire form: `json` is the JSON array text of the page's contract
 * `Report` documents (see `reportDocument`), newest first; `total` counts every matching
 * report. Lists are answered from it without parsing the report bodies again.
 */
export type ReportPageJson = {
  json: string;
  total: number;
  /** A full page's oldest row (organisation lists only): where the next page starts; else null. */
  last?: { createdAt: Date; id: string } | null;
};

/**
 * What a page of one owner's reports holds: each report's whole contract `Report`
 * (`document`, fetchUserReports) or its `ReportSummary` (`summary`: no body, a few hundred
 * bytes whatever the report's size; fetchUserReportSummaries).
 */
export type ReportListForm = 'document' | 'summary';

export type DraftContent = {
  /** Absent = 'competency' (or, on update, keep the stored one). */
  reportType?: ReportType;
  report: StoredReportBody | null;
  selectedLevels: SelectedLevels;
  userFilledDetails: StoredUserFilledDetails;
};

export type NewDraft = DraftContent & {
  id: string;
  ownerId: string;
  email: string;
  now: Date;
};

export type SubmitReportInput = DraftContent & {
  ownerId: string;
  email: string;
  /** Null only for a career report whose five steps are not all filled. */
  scoreDetails: ScoreDetails | null;
  /** The draft to complete, or null for a report without draft. */
  draftId: string | null;
  /** Id for the new record when `draftId` is null (ignored otherwise). */
  newId: string;
  now: Date;
  /**
   * The most completed reports the owner, and the owner's organisation (an embedded
   * employee's), may hold: checked and written in one atomic step. None: no cap.
   */
  caps?: SubmissionCaps;
};

export type SubmissionCaps = { perOwner: number; perOrganization: number };

/**
 * `created`: a new completed report exists now. `existing`: this draft was already
 * submitted; nothing changed. `not-found`: no draft or report of this owner has that id.
 */
export type SubmitReportResult =
  | { outcome: 'created'; reportId: string }
  | { outcome: 'existing'; reportId: string }
  | { outcome: 'not-found' }
  /** Nothing written: the owner (or the owner's organisation) holds its cap of reports. */
  | { outcome: 'over-cap'; cap: 'owner' | 'organization' };

export type LoginFailureSummary = {
  /** Failures recorded for the key at or after `since`. */
  count: number;
  /** The oldest of those failures, or null when count is 0. */
  oldest: Date | null;
};

/**
 * What `reserveLoginAttempt` did: recorded the attempt, or refused it because the window
 * already holds the maximum (`oldest` is the oldest attempt in it: the window frees a place
 * when that one leaves it).
 */
export type LoginAttemptReservation = { reserved: true } | { reserved: false; oldest: Date };

/** The attempts recorded for one throttle key at or after a time (what a pacing rule sees). */
export type AttemptWindow = { count: number; oldest: Date | null; newest: Date | null };

/** What `reservePacedAttempt` did: recorded the attempt, or refused it for this long. */
export type PacedReservation = { reserved: true } | { reserved: false; retryAfterMs: number };

/**
 * What `consumePendingAttempt` did. `consumed`: one attempt was taken from a live code
 * (`pending.attempts` is the new count). Otherwise nothing changed: `pending` is the
 * registration as it stands (its code void or expired), or null when none is pending.
 */
export type PendingAttempt =
  | { consumed: true; pending: PendingRegistrationRecord }
  | { consumed: false; pending: PendingRegistrationRecord | null };

// ---------------------------------------------------------------- errors

/**
 * Thrown by `createUser` when the e-mail or the (non-empty) mobile is taken, or (an embedded
 * employee) the organisation already has a user with that externalUserId.
 */
export class StoreConflictError extends Error {
  override name = 'StoreConflictError';
  constructor(readonly field: 'email' | 'mobile' | 'externalUserId') {
    super(`Conflict on ${field}`);
  }
}

/**
 * The database cannot be reached (restarting, failed over, network down): the request may
 * simply be tried again, so the API answers 503, not 500.
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
  constructor() {
    super('The database is unavailable');
  }
}
