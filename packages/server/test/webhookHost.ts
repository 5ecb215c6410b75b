import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookEvent } from '@rolescope/core/contract';
import { verifyWebhookSignature } from '@rolescope/core/webhooks';

/**
 * A portal's webhook receiver, as a host would write one: it reads the raw body, checks the
 * `Rolescope-Signature` header with core's helper (refusing a bad or stale signature with
 * 400), and processes each event id once (a redelivery is acknowledged, not processed again).
 */
export const startWebhookHost = async (options: { delayMs?: number } = {}) => {
  let secret = '';
  /** Seconds added to the host's clock (to replay a delivery later). */
  let skewSeconds = 0;
  const processed: WebhookEvent[] = [];
  const refused: string[] = [];
  let deliveries = 0;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      deliveries++;
      const payload = Buffer.concat(chunks).toString('utf8');
      const check = await verifyWebhookSignature({
        payload,
        header: req.headers['rolescope-signature'] as string | undefined,
        secret,
        now: Math.floor(Date.now() / 1000) + skewSeconds,
      });
      if (options.delayMs) await new Promise((r) => setTimeout(r, options.delayMs));
      if (!check.valid) {
        refused.push(check.reason);
        res.writeHead(400).end(check.reason);
        return;
      }
      const event = JSON.parse(payload) as WebhookEvent;
      if (!processed.some((e) => e.id === event.id)) processed.push(event);
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return {
    url,
    processed,
    refused,
    deliveries: () => deliveries,
    setSecret: (s: string) => {
      secret = s;
    },
    skew: (seconds: number) => {
      skewSeconds = seconds;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

/** Waits until `done()` holds, polling every 50 ms, for at most `timeoutMs`. */
export const waitFor = async (done: () => boolean, timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
};
