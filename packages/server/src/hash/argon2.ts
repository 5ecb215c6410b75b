import { hash, verify } from '@node-rs/argon2';
import type { Hasher } from './types';

/** OWASP's argon2id parameters: 19 MiB, 2 passes, 1 lane. */
export const ARGON2_OPTIONS = {
  algorithm: 2, // Algorithm.Argon2id (a const enum, spelt out for isolatedModules)
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** argon2id through @node-rs/argon2 (Node only). */
export const createArgon2Hasher = (): Hasher => ({
  hash: (password) => hash(password, ARGON2_OPTIONS),
  verify: async (encoded, password) => {
    try {
      return await verify(encoded, password);
    } catch {
      return false;
    }
  },
});
