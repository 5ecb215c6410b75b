type DraftQueueOptions<S> = {
  initialDraftId?: string;
  /** Creates the draft (no id yet) or updates it; answers with the draft's id. */
  send: (draftId: string | undefined, snapshot: S) => Promise<{ data: { draftId: string } }>;
  onStart?: () => void;
  /** `more`: a newer save is queued behind this one. */
  onSaved?: (snapshot: S, draftId: string | undefined, more: boolean) => void;
  onFailed?: (error: unknown, more: boolean) => void;
};

type DraftQueue<S> = {
  /** Queues a save; resolves with its outcome (or, when a newer one replaced it, that one's). */
  push: (snapshot: S) => Promise<boolean>;
  busy: () => boolean;
  /** Resolves when nothing is in flight or queued. */
  settled: () => Promise<void>;
  draftId: () => string | undefined;
};

type Item<S> = { snapshot: S; waiters: Array<(ok: boolean) => void> };

/**
 * Draft saves one at a time, so the first creates the draft and the rest update it. While one
 * is in flight, the saves asked for wait as one: the newest snapshot replaces an older one
 * still waiting, and is sent when the one in flight ends (succeeded or failed).
 */
export const createDraftQueue = <S>(options: DraftQueueOptions<S>): DraftQueue<S> => {
  let draftId = options.initialDraftId;
  let running: Promise<void> | null = null;
  let waiting: Item<S> | null = null;

  const sendOne = async (item: Item<S>) => {
    let ok = false;
    try {
      options.onStart?.();
      const res = await options.send(draftId, item.snapshot);
      draftId = res.data.draftId || draftId;
      ok = true;
      options.onSaved?.(item.snapshot, draftId, waiting !== null);
    } catch (error) {
      if (!ok) options.onFailed?.(error, waiting !== null);
    } finally {
      for (const resolve of item.waiters) resolve(ok);
    }
  };

  const drain = async (first: Item<S>) => {
    let item: Item<S> | null = first;
    while (item) {
      await sendOne(item);
      item = waiting;
      waiting = null;
    }
    running = null;
  };

  return {
    push: (snapshot) =>
      new Promise<boolean>((resolve) => {
        if (!running) {
          running = drain({ snapshot, waiters: [resolve] });
        } else if (waiting) {
          waiting.snapshot = snapshot;
          waiting.waiters.push(resolve);
        } else {
          waiting = { snapshot, waiters: [resolve] };
        }
      }),
    busy: () => running !== null,
    settled: () => running ?? Promise.resolve(),
    draftId: () => draftId,
  };
};
