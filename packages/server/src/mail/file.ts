import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Mailer } from './types';

/** Writes each message as one JSON file `{ to, subject, text }` into `dir` (Node only). */
export const createFileMailer = (dir: string): Mailer => {
  let seq = 0;
  return {
    async send({ to, subject, text }) {
      await mkdir(dir, { recursive: true });
      seq += 1;
      const name = `${Date.now()}-${process.pid}-${String(seq).padStart(6, '0')}-${crypto.randomUUID().slice(0, 8)}.json`;
      await writeFile(
        join(dir, name),
        `${JSON.stringify({ to, subject, text }, null, 2)}\n`,
        'utf8',
      );
    },
  };
};
