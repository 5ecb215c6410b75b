import type { ApiClient } from '@rolescope/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { responseMessage } from '../model/errors/apiErrors';
import { useToast } from '../primitives/Toast';
import { rolescopeKey } from '../provider/queryKeys';
import { useRolescope } from '../provider/useRolescope';
import { useStrings } from '../strings/StringsContext';
import { createDraftQueue } from './draftQueue';

/** How long after the last tracked change the local copy is written. */
const LOCAL_DRAFT_DEBOUNCE_MS = 300;

/** The body of save-draft and update-draft, as the client takes it. */
export type DraftBody = Parameters<ApiClient['saveDraft']>[0]['draftData'];

type DraftStatus = 'idle' | 'saving' | 'saved' | 'error';

/** Where a wizard keeps a local copy until the server has it (the competency wizard's localStorage). */
export type LocalDraftCopy<S> = {
  write: (snapshot: S, meta: { draftId: string | undefined; pendingSave: boolean }) => void;
  clear: () => void;
};

type UseDraftOptions<S> = {
  /** The draft body of a snapshot of the wizard. */
  toDraftData: (snapshot: S) => DraftBody;
  /** What a retry at start sends (a restored local copy's state). */
  initialSnapshot?: S;
  /** The draft being continued: saves update it. */
  initialDraftId?: string;
  /** A save never reached the server (a restored local copy): retried at once when online. */
  initialPending?: boolean;
  local?: LocalDraftCopy<S>;
};

export type Draft<S> = {
  draftId: string | undefined;
  status: DraftStatus;
  /** When the server last acknowledged a save (ms since the epoch). */
  lastSavedAt: number | undefined;
  /** A save failed or was asked for offline: it is retried when the browser is back online. */
  pending: boolean;
  /** Records the latest state (the local copy is written after 300 ms of quiet). */
  track: (snapshot: S) => void;
  /**
   * Saves the snapshot (default: the latest recorded); resolves true once the server has it.
   * Quiet (the wizard's SaveStatus shows it); `announce` toasts "Data saved" once the server has
   * it, for a save the user asked for by name (the career report's Save Draft).
   */
  save: (snapshot?: S, options?: { announce?: boolean }) => Promise<boolean>;
  /** Saves after `delayMs` of quiet (each call restarts the wait); `flush` sends it at once. */
  saveLater: (snapshot: S, delayMs: number) => void;
  /** Sends a waiting `saveLater` and writes a waiting local copy now (also on unmount and pagehide). */
  flush: () => void;
  /** Resolves when no save is in flight or queued. */
  settled: () => Promise<void>;
  /** The draft's id as of now (for a request built after a save). */
  currentDraftId: () => string | undefined;
};

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

type Timer = ReturnType<typeof setTimeout>;

/**
 * The one draft hook of both wizards. The first save creates the draft (save-draft) and keeps
 * its id; later saves update it (update-draft). Saves never overlap: one is in flight, and of
 * those asked for meanwhile only the newest is sent next. A failed or offline save stays
 * pending and is retried when the browser comes back online (and by the next save). Every
 * outcome is one signal: `status`, `pending` and `lastSavedAt`, shown quietly by SaveStatus.
 * Autosaves never toast; a failure toasts "Could not save draft" (docs/toasts.md). With
 * `local`, the snapshot is copied (debounced) until the server has it.
 */
export const useDraft = <S>(options: UseDraftOptions<S>): Draft<S> => {
  const { client } = useRolescope();
  const { toast } = useToast();
  const strings = useStrings();
  const queryClient = useQueryClient();
  const [draftId, setDraftId] = useState(options.initialDraftId);
  const [status, setStatus] = useState<DraftStatus>('idle');
  const [lastSavedAt, setLastSavedAt] = useState<number>();
  const [pending, setPendingState] = useState(options.initialPending === true);
  // What the controller calls is read fresh on every use; the controller lives as long as we do.
  const env = useRef({ options, client, toast, strings, queryClient });
  env.current = { options, client, toast, strings, queryClient };

  const [draft] = useState(() => {
    let latest = options.initialSnapshot;
    let pendingSave = options.initialPending === true;
    /** The snapshot the server last acknowledged (JSON): the local copy may go when current. */
    let acked: string | null = null;
    let localTimer: Timer | undefined;
    let localDirty = false;
    let later: { snapshot: S; timer: Timer } | null = null;

    const setPending = (value: boolean) => {
      pendingSave = value;
      setPendingState(value);
    };
    const failed = (description: string) => {
      const { toast, strings } = env.current;
      toast({ title: strings.toasts.draftSaveFailed.title, description, variant: 'destructive' });
    };
    const writeLocal = () => {
      clearTimeout(localTimer);
      localDirty = false;
      const local = env.current.options.local;
      if (!local || latest === undefined) return;
      if (!pendingSave && acked === JSON.stringify(latest)) local.clear();
      else local.write(latest, { draftId: queue.draftId(), pendingSave });
    };

    const queue = createDraftQueue<S>({
      initialDraftId: options.initialDraftId,
      send: (id, snapshot) => {
        const { client, options, queryClient } = env.current;
        const draftData = options.toDraftData(snapshot);
        // Run as a mutation of the QueryClient, so that its error handling sees a failed save:
        // a 401 or 403 signs the user out (session cleared, /login) like any other request.
        return queryClient
          .getMutationCache()
          .build(queryClient, {
            mutationKey: rolescopeKey(id ? 'updateDraft' : 'saveDraft'),
            mutationFn: () =>
              id ? client.updateDraft({ draftId: id, draftData }) : client.saveDraft({ draftData }),
          })
          .execute(undefined);
      },
      onStart: () => setStatus('saving'),
      onSaved: (snapshot, id, more) => {
        acked = JSON.stringify(snapshot);
        setDraftId(id);
        setLastSavedAt(Date.now());
        setPending(more);
        if (!more) setStatus('saved');
        writeLocal();
        void env.current.queryClient.invalidateQueries({ queryKey: rolescopeKey('fetchReports') });
      },
      onFailed: (error, more) => {
        setPending(true);
        if (!more) setStatus('error');
        writeLocal();
        failed(responseMessage(error) ?? env.current.strings.toasts.errorFallback);
      },
    });

    const send = (snapshot?: S): Promise<boolean> => {
      if (snapshot !== undefined) latest = snapshot;
      if (later) clearTimeout(later.timer);
      later = null;
      const next = latest;
      if (next === undefined) return Promise.resolve(false);
      setPending(true);
      writeLocal();
      if (isOffline()) {
        setStatus('error');
        failed(env.current.strings.wizard.offlineKept);
        return Promise.resolve(false);
      }
      return queue.push(next);
    };
    const save = (snapshot?: S, options?: { announce?: boolean }): Promise<boolean> => {
      const result = send(snapshot);
      if (!options?.announce) return result;
      return result.then((ok) => {
        const { toast, strings } = env.current;
        if (ok) toast({ ...strings.toasts.draftSaved, variant: 'success' });
        return ok;
      });
    };

    return {
      track: (snapshot: S) => {
        latest = snapshot;
        localDirty = true;
        clearTimeout(localTimer);
        localTimer = setTimeout(writeLocal, LOCAL_DRAFT_DEBOUNCE_MS);
      },
      save,
      saveLater: (snapshot: S, delayMs: number) => {
        if (later) clearTimeout(later.timer);
        later = { snapshot, timer: setTimeout(() => void save(snapshot), delayMs) };
      },
      flush: () => {
        if (later) void save(later.snapshot);
        if (localDirty) writeLocal();
      },
      /** A pending save, sent again (online, nothing in flight). */
      retry: () => {
        if (pendingSave && !isOffline() && !queue.busy()) void save();
      },
      settled: queue.settled,
      currentDraftId: queue.draftId,
    };
  });

  // Retry a pending save when the browser comes back online, and once at start.
  useEffect(() => {
    window.addEventListener('online', draft.retry);
    if (env.current.options.initialPending) draft.retry();
    return () => window.removeEventListener('online', draft.retry);
  }, [draft]);

  // Leaving (unmount, page hide): nothing waiting is dropped.
  useEffect(() => {
    window.addEventListener('pagehide', draft.flush);
    return () => {
      window.removeEventListener('pagehide', draft.flush);
      draft.flush();
    };
  }, [draft]);

  const { retry: _, ...api } = draft;
  return { ...api, draftId, status, lastSavedAt, pending };
};
