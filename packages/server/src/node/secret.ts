import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const SECRET_FILE = 'jwt-secret';

/**
 * The JWT secret kept in the data folder (mode 0600), generated on first start. Two
 * processes starting at once agree: the file is created exclusively, the loser reads it.
 */
export const loadOrCreateSecret = (dataDir: string): string => {
  const file = path.join(dataDir, SECRET_FILE);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(48).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < 32) throw new Error(`${file} holds a secret shorter than 32 characters`);
  return secret;
};
