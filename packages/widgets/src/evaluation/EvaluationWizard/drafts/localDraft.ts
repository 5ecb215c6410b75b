import { evaluationParts, type SelectedLevels } from '@rolescope/core';
import { selectedLevelsSchema, userFilledDetailsSchema } from '@rolescope/core/contract';
import type { WizardData } from '../../../model/evaluation/types';

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

/**
 * A stored copy read back: its answers and levels with the contract's schemas (a copy written
 * by another version, or edited by hand, may not fit), its own fields by their type.
 */
const parseLocalDraft = (v: unknown): LocalDraft | null => {
  if (typeof v !== 'object' || v === null) return null;
  const copy: Partial<Record<keyof LocalDraft, unknown>> = v;
  const data = userFilledDetailsSchema.safeParse(copy.data);
  const levels = selectedLevelsSchema.safeParse(copy.selectedLevels ?? {});
  if (copy.version !== 1 || typeof copy.savedAt !== 'number' || !data.success || !levels.success)
    return null;
  // Every part of the steps table is there (the wizard writes them all, empty or not).
  const parts: Readonly<Record<string, unknown>> = data.data;
  if (!evaluationParts.every(({ part }) => parts[part])) return null;
  return {
    version: 1,
    savedAt: copy.savedAt,
    data: Object.fromEntries(evaluationParts.map(({ part }) => [part, parts[part]])) as WizardData,
    step: typeof copy.step === 'number' ? copy.step : 1,
    ...(typeof copy.draftId === 'string' ? { draftId: copy.draftId } : {}),
    ...(copy.selectedLevels !== undefined ? { selectedLevels: levels.data } : {}),
    pendingSave: copy.pendingSave === true,
  };
};

/** Reads a local copy; an unreadable or malformed one is removed and read as none. */
export const readLocalDraft = (key: string): LocalDraft | null => {
  const s = storage();
  const raw = s?.getItem(key);
  if (!raw) return null;
  try {
    const draft = parseLocalDraft(JSON.parse(raw));
    if (draft) return draft;
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
