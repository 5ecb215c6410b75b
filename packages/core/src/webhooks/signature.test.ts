import { describe, expect, it } from 'vitest';
import { signWebhookPayload, verifyWebhookSignature } from './signature';

const secret = 'whsec_test_0123456789abcdef';
const payload = '{"id":"evt_1","type":"report.submitted"}';
const t = 1_800_000_000;

describe('verifyWebhookSignature', () => {
  it('accepts a signature made with the secret over t.body, within the tolerance', async () => {
    const header = await signWebhookPayload({ payload, secret, timestamp: t });
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(await verifyWebhookSignature({ payload, header, secret, now: t + 299 })).toEqual({
      valid: true,
      timestamp: t,
    });
  });

  it('matches HMAC-SHA256 as any other implementation computes it', async () => {
    // computed with Node's crypto.createHmac('sha256', secret).update(`${t}.${payload}`)
    const hex = '55ef534cca0ec786778ed9e4a010d61367bd2803e0eae7dbd8081cb5eb6e2265';
    expect(await signWebhookPayload({ payload, secret, timestamp: t })).toBe(`t=${t},v1=${hex}`);
  });

  it('refuses a wrong secret and a tampered body', async () => {
    const header = await signWebhookPayload({ payload, secret, timestamp: t });
    const now = t;
    expect(await verifyWebhookSignature({ payload, header, secret: 'whsec_other', now })).toEqual({
      valid: false,
      reason: 'mismatch',
    });
    const tampered = payload.replace('submitted', 'deleted');
    expect(await verifyWebhookSignature({ payload: tampered, header, secret, now })).toEqual({
      valid: false,
      reason: 'mismatch',
    });
  });

  it('refuses a replay outside the tolerance (5 minutes by default, or the one given)', async () => {
    const header = await signWebhookPayload({ payload, secret, timestamp: t });
    const late = await verifyWebhookSignature({ payload, header, secret, now: t + 301 });
    expect(late).toEqual({ valid: false, reason: 'outside-tolerance' });
    const early = await verifyWebhookSignature({ payload, header, secret, now: t - 301 });
    expect(early.valid).toBe(false);
    const widened = await verifyWebhookSignature({
      payload,
      header,
      secret,
      now: t + 3600,
      toleranceSeconds: 7200,
    });
    expect(widened.valid).toBe(true);
  });

  it('refuses a missing or malformed header, and accepts any matching v1 (secret rotation)', async () => {
    for (const header of [null, '', 'v1=abc', `t=${t}`, `t=abc,v1=${'0'.repeat(64)}`]) {
      expect(await verifyWebhookSignature({ payload, header, secret, now: t })).toEqual({
        valid: false,
        reason: 'malformed',
      });
    }
    const good = await signWebhookPayload({ payload, secret, timestamp: t });
    const rotated = `t=${t},v1=${'0'.repeat(64)},${good.split(',')[1]}`;
    expect((await verifyWebhookSignature({ payload, header: rotated, secret, now: t })).valid).toBe(
      true,
    );
  });
});
