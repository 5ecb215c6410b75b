import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { MailDeliveryError } from '../errors';
import type { Mailer } from './types';

/** Writes each message as one JSON file `{ to, subject, text }` into `dir` (Node only). */
export const createFileMailer = (dir: string): Mailer => {
  let seq = 0;
  return {
    async send({ to, subject, text, purpose }) {
      seq += 1;
      const name = `${Date.now()}-${process.pid}-${String(seq).padStart(6, '0')}-${crypto.randomUUID().slice(0, 8)}.json`;
      try {
        await mkdir(dir, { recursive: true });
        await writeFile(
          join(dir, name),
          `${JSON.stringify({ to, subject, text }, null, 2)}\n`,
          'utf8',
        );
      } catch (error) {
        // an unwritable folder fails like an SMTP server that is down: 503, not 500
        throw new MailDeliveryError(purpose, error);
      }
    },
  };
};
