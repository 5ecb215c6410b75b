import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';

type Mail = { to: string; subject: string; text: string; file: string };

const mailDir = (): string => {
  const dir = process.env.RS_E2E_MAIL_DIR;
  if (!dir) throw new Error('RS_E2E_MAIL_DIR is not set (see playwright.config.ts)');
  return dir;
};

/** Every complete message so far (a file still being written is read on the next poll). */
const readAll = (): Mail[] =>
  readdirSync(mailDir())
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      try {
        const mail = JSON.parse(readFileSync(path.join(mailDir(), file), 'utf8'));
        return [{ ...(mail as Omit<Mail, 'file'>), file }];
      } catch {
        return [];
      }
    });

/** Waits for the newest message to `to` whose text matches `pattern`; returns the match. */
const waitForMail = async (
  to: string,
  pattern: RegExp,
  skip: ReadonlySet<string> = new Set(),
): Promise<{ match: RegExpMatchArray; file: string }> => {
  let found: { match: RegExpMatchArray; file: string } | undefined;
  await expect
    .poll(
      () => {
        const mails = readAll().filter(
          (m) => m.to.toLowerCase() === to.toLowerCase() && !skip.has(m.file),
        );
        for (const mail of mails.reverse()) {
          const match = mail.text.match(pattern);
          if (match) {
            found = { match, file: mail.file };
            return true;
          }
        }
        return false;
      },
      { message: `an e-mail to ${to} matching ${pattern}`, timeout: 10_000 },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
};

/** The 6-digit code of the newest code e-mail to `to`. */
export const readCode = async (to: string): Promise<string> => {
  const { match } = await waitForMail(to, /\b(\d{6})\b/);
  return match[1] ?? '';
};

/** The reset link of the newest reset e-mail to `to`. */
export const readResetLink = async (to: string): Promise<string> => {
  const { match } = await waitForMail(to, /(https?:\/\/\S+\/reset-password\?token=[\w.~%-]+)/);
  return match[1] ?? '';
};
