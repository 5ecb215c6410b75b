const encoder = new TextEncoder();

const hex = (buf: ArrayBuffer): string =>
  [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

export const sha256Hex = async (value: string): Promise<string> =>
  hex(await crypto.subtle.digest('SHA-256', encoder.encode(value)));

/** Keyed HMAC-SHA-256 in hex; the key is imported once per secret. */
export const createHmac = (secret: string) => {
  const key = crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return async (value: string): Promise<string> =>
    hex(await crypto.subtle.sign('HMAC', await key, encoder.encode(value)));
};

/** Compares two strings in time independent of where they differ. */
export const timingSafeEqual = (a: string, b: string): boolean => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  }
  return diff === 0;
};
