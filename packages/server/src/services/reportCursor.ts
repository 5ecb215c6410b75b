import { badRequest } from '../errors';

const INVALID_CURSOR = 'Invalid cursor';

type Position = { createdAt: Date; id: string };

// btoa/atob rather than Buffer: the services also run in the browser mock
const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const fromBase64Url = (cursor: string) =>
  new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(atob(cursor.replaceAll('-', '+').replaceAll('_', '/')), (c) => c.charCodeAt(0)),
  );

/** The opaque cursor of a list position: base64url of the JSON [createdAt ISO, id]. */
export const encodeCursor = (p: Position): string =>
  toBase64Url(JSON.stringify([p.createdAt.toISOString(), p.id]));

/** The position a cursor names; 400 "Invalid cursor" for anything this server did not write. */
export const decodeCursor = (cursor: string): Position => {
  try {
    const value: unknown = JSON.parse(fromBase64Url(cursor));
    if (Array.isArray(value) && value.length === 2) {
      const [at, id] = value;
      const createdAt = new Date(typeof at === 'string' ? at : Number.NaN);
      if (typeof id === 'string' && id !== '' && !Number.isNaN(createdAt.getTime()))
        return { createdAt, id };
    }
  } catch {
    // falls through to the one answer for every bad cursor
  }
  throw badRequest(INVALID_CURSOR);
};
