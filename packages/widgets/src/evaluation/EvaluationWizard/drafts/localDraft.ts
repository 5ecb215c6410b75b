import type { SelectedLevels } from '@rolescope/core';
import type { WizardData } from '../../model/types';

/**
 * The local copy of the wizard kept in `localStorage` until the server has acknowledged it,
 * so nothing typed is lost to a failed save, a lost connection or a reload. It holds the
 * step answers only: never a password or a token.
 */
export type LocalDraft = {
  version: 1;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  data: WizardData;
  step: number;
  draftId?: string;
  selectedLevels?: SelectedLevels;
  /** A save was asked for and has not reached the server yet. */
  pendingSave: boolean;
};

const PREFIX = 'rolescope:evaluation-draft:';

/** The storage key of a user's local copy (per e-mail, case-insensitive). */
export const localDraftKey = (email: string | null | undefined): string =>
  `${PREFIX}${(email ?? 'anonymous').trim().toLowerCase()}`;

const SECRET = /pass(word)?|token|secret|otp/i;

/** Drops any key that looks like a credential (defence in depth: the wizard has none). */
const withoutSecrets = <T>(value: T): T => {
  if (Array.isArray(value)) return value.map(withoutSecrets) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([k]) => !SECRET.test(k))
      .map(([k, v]) => [k, withoutSecrets(v)]),
  ) as T;
};

const storage = (): Storage | undefined => {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const PARTS = [
  'details',
  'organizationDetails',
  'roleAndResponsibilities',
  'roleEffectiveness',
  'rolesImpact',
] as const;

/** Reads a local copy; an unreadable or malformed one is removed and read as none. */
export const readLocalDraft = (key: string): LocalDraft | null => {
  const s = storage();
  const raw = s?.getItem(key);
  if (!raw) return null;
  try {
    const v: unknown = JSON.parse(raw);
    if (
      isRecord(v) &&
      v.version === 1 &&
      typeof v.savedAt === 'number' &&
      isRecord(v.data) &&
      PARTS.every((p) => isRecord((v.data as Record<string, unknown>)[p]))
    ) {
      return v as LocalDraft;
    }
  } catch {
    // fall through
  }
  s?.removeItem(key);
  return null;
};

/** Writes a local copy (quota or privacy-mode errors are ignored: the wizard still works). */
export const writeLocalDraft = (key: string, draft: Omit<LocalDraft, 'version'>): void => {
  try {
    storage()?.setItem(key, JSON.stringify(withoutSecrets({ version: 1, ...draft })));
  } catch {
    // ignored
  }
};

export const clearLocalDraft = (key: string): void => {
  try {
    storage()?.removeItem(key);
  } catch {
    // ignored
  }
};

/**
 * Whether a local copy should replace the wizard's initial state: it must belong to the same
 * draft (a resumed draft only takes its own copy; a fresh start takes a copy of any draft or
 * none) and be newer than the initial state, which it is by construction, since it is
 * cleared once the server has acknowledged it.
 */
export const shouldRestore = (
  local: LocalDraft | null,
  initialDraftId: string | undefined,
): local is LocalDraft =>
  local !== null && (initialDraftId === undefined || local.draftId === initialDraftId);
