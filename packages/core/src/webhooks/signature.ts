/** How far a signature's timestamp may be from now, by default: 5 minutes (as Stripe). */
export const DEFAULT_WEBHOOK_TOLERANCE_SECONDS = 300;

const encoder = new TextEncoder();

const hmacHex = async (secret: string, message: string): Promise<string> => {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(message)));
  return Array.from(mac, (b) => b.toString(16).padStart(2, '0')).join('');
};

/** Compares two strings in time that depends on their length only. */
const sameText = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
};

/**
 * The `Rolescope-Signature` header of a delivery: `t=<unix seconds>,v1=<hex>`, where the hex
 * is HMAC-SHA256 keyed with the endpoint's secret over `${t}.${payload}` (the Stripe scheme).
 */
export const signWebhookPayload = async (input: {
  payload: string;
  secret: string;
  /** Unix seconds. */
  timestamp: number;
}): Promise<string> => {
  const t = Math.floor(input.timestamp);
  return `t=${t},v1=${await hmacHex(input.secret, `${t}.${input.payload}`)}`;
};

export type WebhookVerification =
  | { valid: true; timestamp: number }
  | { valid: false; reason: 'malformed' | 'mismatch' | 'outside-tolerance' };

const parseHeader = (header: string) => {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    const key = part.slice(0, at).trim();
    const value = part.slice(at + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value);
  }
  return { timestamp, signatures };
};

/**
 * Checks a delivery's `Rolescope-Signature` header against its raw body (the exact text
 * received, before any JSON parsing) and the endpoint's secret. Valid when one `v1` value
 * matches and the timestamp is within `toleranceSeconds` (default 300) of `now` (default the
 * current time, in Unix seconds): an old delivery replayed later is refused. WebCrypto only,
 * so it runs in Node 20+, Deno, Bun, workers and browsers.
 */
export const verifyWebhookSignature = async (input: {
  payload: string;
  header: string | null | undefined;
  secret: string;
  toleranceSeconds?: number;
  /** Unix seconds. */
  now?: number;
}): Promise<WebhookVerification> => {
  const { timestamp, signatures } = parseHeader(input.header ?? '');
  if (timestamp === undefined || signatures.length === 0) {
    return { valid: false, reason: 'malformed' };
  }
  const expected = await hmacHex(input.secret, `${timestamp}.${input.payload}`);
  if (!signatures.some((s) => sameText(s, expected))) return { valid: false, reason: 'mismatch' };
  const now = input.now ?? Math.floor(Date.now() / 1000);
  const tolerance = input.toleranceSeconds ?? DEFAULT_WEBHOOK_TOLERANCE_SECONDS;
  if (Math.abs(now - timestamp) > tolerance) return { valid: false, reason: 'outside-tolerance' };
  return { valid: true, timestamp };
};
