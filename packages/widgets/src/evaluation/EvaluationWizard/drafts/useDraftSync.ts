import { isApiError, type SelectedLevels } from '@rolescope/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToast } from '../../../primitives/Toast';
import { useRolescope } from '../../../provider/useRolescope';
import { useStrings } from '../../../strings/StringsContext';
import type { WizardData } from '../../model/types';
import { toDraftData } from '../../model/wizardData';
import { clearLocalDraft, type LocalDraft, writeLocalDraft } from './localDraft';

/** How long after the last change the local copy is written. */
export const LOCAL_DRAFT_DEBOUNCE_MS = 300;

/** What the wizard holds that a draft keeps. */
export type DraftSnapshot = {
  data: WizardData;
  step: number;
  selectedLevels?: SelectedLevels;
  report?: unknown;
};

export type DraftSyncOptions = {
  /** The localStorage key of this user's local copy. */
  storageKey: string;
  /** The draft being continued (a resumed draft or a restored local copy). */
  initialDraftId?: string;
  /** A save was pending in the restored local copy. */
  initialPending?: boolean;
  initialSnapshot: DraftSnapshot;
};

export type DraftSync = {
  draftId: string | undefined;
  /** A save is on its way to the server. */
  saving: boolean;
  /** A save failed (or the browser is offline) and will be retried. */
  pending: boolean;
  /** Records the latest state (writes the local copy after 300 ms of quiet). */
  track: (snapshot: DraftSnapshot) => void;
  /** Saves the latest state as a draft (create, then update); resolves true on success. */
  save: () => Promise<boolean>;
};

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * Drafts that never lose what the user typed: every change is copied to localStorage
 * (debounced); a save creates the draft once and updates it afterwards; the copy is cleared
 * only when the server has acknowledged the data it holds; a failed or offline save stays
 * pending and is retried when the browser comes back online (and on the next save).
 */
export const useDraftSync = ({
  storageKey,
  initialDraftId,
  initialPending = false,
  initialSnapshot,
}: DraftSyncOptions): DraftSync => {
  const { client } = useRolescope();
  const { toast } = useToast();
  const strings = useStrings();
  const [draftId, setDraftId] = useState(initialDraftId);
  const [saving, setSaving] = useState(false);
  const [pending, setPending] = useState(initialPending);
  const draftIdRef = useRef(initialDraftId);
  const pendingRef = useRef(initialPending);
  const snapshotRef = useRef(initialSnapshot);
  /** The snapshot the server last acknowledged (JSON), to know when the local copy may go. */
  const ackedRef = useRef<string | null>(null);
  const dirtyRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queueRef = useRef<Promise<unknown>>(Promise.resolve());
  const keyRef = useRef(storageKey);
  keyRef.current = storageKey;

  const writeLocal = useCallback(() => {
    clearTimeout(timerRef.current);
    timerRef.current = undefined;
    const snap = snapshotRef.current;
    if (!pendingRef.current && ackedRef.current === JSON.stringify(snap)) {
      clearLocalDraft(keyRef.current);
      return;
    }
    const local: Omit<LocalDraft, 'version'> = {
      savedAt: Date.now(),
      data: snap.data,
      step: snap.step,
      pendingSave: pendingRef.current,
      ...(draftIdRef.current ? { draftId: draftIdRef.current } : {}),
      ...(snap.selectedLevels ? { selectedLevels: snap.selectedLevels } : {}),
    };
    writeLocalDraft(keyRef.current, local);
  }, []);

  const track = useCallback(
    (snapshot: DraftSnapshot) => {
      snapshotRef.current = snapshot;
      dirtyRef.current = true;
      clearTimeout(timerRef.current);
      timerRef.current = setTimeout(() => {
        dirtyRef.current = false;
        writeLocal();
      }, LOCAL_DRAFT_DEBOUNCE_MS);
    },
    [writeLocal],
  );

  const markPending = useCallback((value: boolean) => {
    pendingRef.current = value;
    setPending(value);
  }, []);

  const failed = useCallback(
    (description: string) =>
      toast({ title: strings.toasts.draftSaveFailed.title, description, variant: 'destructive' }),
    [toast, strings],
  );

  const attempt = useCallback(async (): Promise<boolean> => {
    const snap = snapshotRef.current;
    const sent = JSON.stringify(snap);
    const draftData = toDraftData(snap.data, {
      ...(snap.selectedLevels ? { selectedLevels: snap.selectedLevels } : {}),
      ...(snap.report !== undefined ? { report: snap.report } : {}),
    });
    setSaving(true);
    try {
      const id = draftIdRef.current;
      const res = id
        ? await client.updateDraft({ draftId: id, draftData })
        : await client.saveDraft({ draftData });
      draftIdRef.current = res.data.draftId || id;
      setDraftId(draftIdRef.current);
      ackedRef.current = sent;
      markPending(false);
      writeLocal();
      toast({
        title: strings.toasts.draftSaved.title,
        description: strings.toasts.draftSaved.description,
        variant: 'success',
      });
      return true;
    } catch (error) {
      markPending(true);
      writeLocal();
      const message = isApiError(error) && error.status > 0 ? error.message : '';
      failed(message || strings.toasts.errorFallback);
      return false;
    } finally {
      setSaving(false);
    }
  }, [client, failed, markPending, strings, toast, writeLocal]);

  const save = useCallback((): Promise<boolean> => {
    markPending(true);
    writeLocal();
    if (isOffline()) {
      failed(strings.wizard.offlineKept);
      return Promise.resolve(false);
    }
    // One save at a time, so the first creates the draft and the rest update it.
    const run = queueRef.current.then(attempt, attempt);
    queueRef.current = run;
    return run;
  }, [attempt, failed, markPending, strings, writeLocal]);

  // Retry a pending save when the browser comes back online (and once at start if online).
  const saveRef = useRef(save);
  saveRef.current = save;
  const retryAtStart = useRef(initialPending);
  useEffect(() => {
    const retry = () => {
      if (pendingRef.current && !isOffline()) void saveRef.current();
    };
    window.addEventListener('online', retry);
    if (retryAtStart.current) {
      retryAtStart.current = false;
      retry();
    }
    return () => window.removeEventListener('online', retry);
  }, []);

  // Never drop the last keystrokes: flush the debounced copy on unmount and on page hide.
  useEffect(() => {
    const flush = () => {
      if (dirtyRef.current) {
        dirtyRef.current = false;
        writeLocal();
      }
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [writeLocal]);

  return { draftId, saving, pending, track, save };
};
