import { ClientGoneError, tooManyRequests } from '../errors';

/** How many whole-report pages one caller may have waiting at once; past it, 429. */
export const MAX_QUEUED_PAGES_PER_CALLER = 10;
const TOO_MANY_QUEUED_PAGES = `You have ${MAX_QUEUED_PAGES_PER_CALLER} pages of whole reports waiting already. Wait for them, or read summaries.`;

type Waiter = { weight: number; start: () => void; cancel: () => void };

/**
 * A budget of bytes shared by concurrent work, fair between callers: `run(caller, weight,
 * work, signal)` waits until `weight` fits in what the running work holds, then runs `work`
 * and gives the weight back when it settles. A weight over the whole budget runs alone.
 *
 * Each caller (a user, an organisation) has a queue of its own, and the queues take turns
 * (the caller served longest ago goes first): one caller's many waiting pages wait behind each other, not in front of
 * another caller's. A caller with `maxQueued` pages waiting gets a 429 for the next one;
 * work whose `signal` aborts (the client hung up) leaves its queue and is never run.
 *
 * The whole-report lists weigh each request at the most its page can hold (its limit times
 * the largest report), so that however many arrive at once, the bodies in memory stay within
 * the budget (test/listMemory.test.ts, test/orgListMemory.test.ts, test/fairLists.test.ts).
 */
export const createByteBudget = (budgetBytes: number, maxQueued = MAX_QUEUED_PAGES_PER_CALLER) => {
  let held = 0;
  let turn = 0;
  const queues = new Map<string, Waiter[]>();
  // each caller's last start (while it has work waiting or running): the next start goes to
  // the waiting caller served longest ago, a newcomer first
  const lastStart = new Map<string, number>();
  const running = new Map<string, number>();
  const nextCaller = () => {
    let best: string | undefined;
    let bestTurn = Number.POSITIVE_INFINITY;
    for (const caller of queues.keys()) {
      const t = lastStart.get(caller) ?? -1;
      if (t < bestTurn) [best, bestTurn] = [caller, t];
    }
    return best;
  };
  const forget = (caller: string) => {
    if (!queues.has(caller) && !running.get(caller)) lastStart.delete(caller);
  };
  const pump = () => {
    for (;;) {
      const caller = nextCaller();
      if (caller === undefined) return;
      const queue = queues.get(caller) as Waiter[];
      const next = queue[0] as Waiter;
      if (held > 0 && held + next.weight > budgetBytes) return;
      queue.shift();
      if (queue.length === 0) queues.delete(caller);
      held += next.weight;
      lastStart.set(caller, turn++);
      running.set(caller, (running.get(caller) ?? 0) + 1);
      next.start();
    }
  };
  const waiting = (caller?: string) =>
    caller === undefined
      ? [...queues.values()].reduce((n, q) => n + q.length, 0)
      : (queues.get(caller)?.length ?? 0);

  const run = async <T>(
    caller: string,
    weight: number,
    work: () => Promise<T>,
    signal?: AbortSignal,
  ): Promise<T> => {
    if (signal?.aborted) throw new ClientGoneError();
    const w = Math.min(Math.max(weight, 0), budgetBytes);
    if (waiting(caller) >= maxQueued) throw tooManyRequests(TOO_MANY_QUEUED_PAGES, 1000);
    await new Promise<void>((start, reject) => {
      const onAbort = () => waiter.cancel();
      const waiter: Waiter = {
        weight: w,
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          start();
        },
        cancel: () => {
          const queue = queues.get(caller);
          const at = queue?.indexOf(waiter) ?? -1;
          if (queue && at >= 0) queue.splice(at, 1);
          if (queue?.length === 0) queues.delete(caller);
          forget(caller);
          reject(new ClientGoneError());
          pump();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      const queue = queues.get(caller);
      if (queue) queue.push(waiter);
      else queues.set(caller, [waiter]);
      pump();
    });
    try {
      return await work();
    } finally {
      held -= w;
      running.set(caller, (running.get(caller) ?? 1) - 1);
      forget(caller);
      pump();
    }
  };
  return { run, held: () => held, waiting };
};
