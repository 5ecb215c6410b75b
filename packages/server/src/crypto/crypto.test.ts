import { describe, expect, it } from 'vitest';
import { createHmac, sha256Hex, timingSafeEqual } from './digest';
import { randomDigits, randomToken } from './random';

describe('crypto helpers', () => {
  it('randomDigits gives digits only, of the asked length, covering all ten', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const d = randomDigits(6);
      expect(d).toMatch(/^\d{6}$/);
      for (const c of d) seen.add(c);
    }
    expect(seen.size).toBe(10);
  });

  it('randomToken carries 256 bits in base64url', () => {
    const t = randomToken();
    expect(t).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(t);
  });

  it('HMAC depends on the key, SHA-256 matches a known vector', async () => {
    const a = createHmac('key-a');
    const b = createHmac('key-b');
    expect(await a('x')).toMatch(/^[0-9a-f]{64}$/);
    expect(await a('x')).not.toBe(await b('x'));
    expect(await sha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('timingSafeEqual compares whole strings', () => {
    expect(timingSafeEqual('abc', 'abc')).toBe(true);
    expect(timingSafeEqual('abc', 'abd')).toBe(false);
    expect(timingSafeEqual('abc', 'abcd')).toBe(false);
  });
});
