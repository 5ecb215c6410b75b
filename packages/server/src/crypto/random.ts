/** Cryptographic randomness through WebCrypto (Node 20+ and browsers). */

/** A uniformly random string of `length` decimal digits (rejection sampling, no modulo bias). */
export const randomDigits = (length: number): string => {
  let out = '';
  const buf = new Uint8Array(length * 2);
  while (out.length < length) {
    crypto.getRandomValues(buf);
    for (const b of buf) {
      if (b < 250 && out.length < length) out += String(b % 10);
    }
  }
  return out;
};

export const base64url = (bytes: Uint8Array): string => {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** `bytes` random bytes as base64url (32 bytes = 256 bits). */
export const randomToken = (bytes = 32): string =>
  base64url(crypto.getRandomValues(new Uint8Array(bytes)));

export const randomId = (): string => crypto.randomUUID();
