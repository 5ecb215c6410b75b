import { timingSafeEqual } from '../crypto/digest';
import { base64url } from '../crypto/random';
import type { Hasher } from './types';

const encoder = new TextEncoder();

const derive = async (password: string, salt: Uint8Array, iterations: number): Promise<string> => {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, [
    'deriveBits',
  ]);
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    key,
    256,
  );
  return base64url(new Uint8Array(bits));
};

const fromBase64url = (s: string): Uint8Array =>
  Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * A cheap PBKDF2-SHA-256 hasher through WebCrypto (browser-safe): for the msw mock and for
 * tests only. Production uses argon2id (`createArgon2Hasher`).
 */
export const createFastHasher = (iterations = 1000): Hasher => ({
  hash: async (password) => {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    return `pbkdf2$${iterations}$${base64url(salt)}$${await derive(password, salt, iterations)}`;
  },
  verify: async (encoded, password) => {
    const [scheme, iter, salt, expected] = encoded.split('$');
    const n = Number(iter);
    if (scheme !== 'pbkdf2' || !salt || !expected || !Number.isInteger(n) || n < 1) return false;
    try {
      return timingSafeEqual(await derive(password, fromBase64url(salt), n), expected);
    } catch {
      return false;
    }
  },
});
