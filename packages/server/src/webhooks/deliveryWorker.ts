import { WEBHOOK_SIGNATURE_HEADER } from '@rolescope/core/contract';
import { signWebhookPayload } from '@rolescope/core/webhooks';
import { randomToken } from '../crypto/random';
import { type Clock, systemClock } from '../deps';
import type { ClaimedDelivery, WebhookAttemptRecord, WebhookStore } from '../store/webhookRecords';
import { nextAttemptAt } from './retrySchedule';
import { webhookUrlProblem } from './webhookUrl';

export type WebhookWorkerOptions = {
  store: Pick<WebhookStore, 'claimWebhookDeliveries' | 'recordWebhookAttempt'>;
  clock?: Clock;
  fetch?: typeof fetch;
  /** How often the outbox is polled (default 1 s). */
  intervalMs?: number;
  /** Deliveries claimed at once (default 20). */
  batchSize?: number;
  /** How long a claimed delivery stays this worker's (default 60 s; longer than the timeout). */
  leaseMs?: number;
  /** How long a receiver may take to answer (default 10 s). */
  timeoutMs?: number;
  /** Deliver to localhost and private addresses (tests, the demo). */
  allowLocalUrls?: boolean;
  /** Called with unexpected errors (a failing database); never with a secret. */
  onError?: (error: unknown) => void;
};

export type WebhookWorker = {
  /** Claims and sends one batch of due deliveries; resolves with how many it sent. */
  runOnce(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
};

const failureOf = (e: unknown, timeoutMs: number): string =>
  e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError')
    ? `Timed out after ${timeoutMs} ms`
    : 'Could not connect';

/**
 * The webhook delivery worker: polls the store's outbox, leases due deliveries (so parallel
 * workers, in this process or others on one PostgreSQL, take each once), signs each payload
 * with its endpoint's secret, POSTs it, and records the attempt: a 2xx delivers it; anything
 * else schedules a retry with exponential backoff, until 24 hours after the event. It runs
 * beside the request handlers and only awaits I/O, so it never holds a request up.
 */
export const createWebhookWorker = (options: WebhookWorkerOptions): WebhookWorker => {
  const clock = options.clock ?? systemClock;
  const send = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 60_000;
  const batchSize = options.batchSize ?? 20;
  const report = options.onError ?? ((e: unknown) => console.error(e));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;

  const attempt = async (d: ClaimedDelivery): Promise<WebhookAttemptRecord> => {
    const at = clock.now();
    const started = performance.now();
    const result = (statusCode: number | null, error: string | null) => ({
      at,
      statusCode,
      error,
      durationMs: Math.round(performance.now() - started),
      succeeded: statusCode !== null && statusCode >= 200 && statusCode < 300,
    });
    const problem = webhookUrlProblem(d.url, options.allowLocalUrls ?? false);
    if (problem) return result(null, problem);
    const header = await signWebhookPayload({
      payload: d.payload,
      secret: d.secret,
      timestamp: Math.floor(at.getTime() / 1000),
    });
    try {
      const res = await send(d.url, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Rolescope-Webhooks/1',
          [WEBHOOK_SIGNATURE_HEADER]: header,
        },
        body: d.payload,
        // a redirect could lead the request to an address the URL check refused
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel().catch(() => {});
      return result(res.status, null);
    } catch (e) {
      return result(null, failureOf(e, timeoutMs));
    }
  };

  const deliver = async (d: ClaimedDelivery) => {
    const outcome = await attempt(d);
    const next = outcome.succeeded
      ? null
      : nextAttemptAt(d.createdAt, d.attemptCount + 1, clock.now());
    await options.store.recordWebhookAttempt({
      deliveryId: d.id,
      leaseToken: d.leaseToken,
      attempt: outcome,
      status: outcome.succeeded ? 'delivered' : next ? 'pending' : 'failed',
      nextAttemptAt: next,
    });
  };

  const runOnce = async (): Promise<number> => {
    const now = clock.now();
    const claimed = await options.store.claimWebhookDeliveries({
      now,
      leaseUntil: new Date(now.getTime() + leaseMs),
      leaseToken: randomToken(12),
      limit: batchSize,
    });
    await Promise.all(claimed.map((d) => deliver(d).catch(report)));
    return claimed.length;
  };

  const tick = () => {
    running = runOnce().catch((e) => {
      report(e);
      return 0;
    });
    void running.then((n) => {
      running = undefined;
      if (stopped) return;
      // a full batch: more may be due, go on at once
      timer = setTimeout(tick, n >= batchSize ? 0 : (options.intervalMs ?? 1000));
    });
  };

  return {
    runOnce,
    start: () => {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
};
