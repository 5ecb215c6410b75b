import { fileURLToPath } from 'node:url';
import { createConsoleMailer } from './console';
import { createFileMailer } from './file';
import { createSmtpMailer } from './smtp';
import type { Mailer } from './types';

/**
 * The mailer for a `MAIL_TRANSPORT` value (Node only): `console` (default), `file://DIR`
 * (one JSON file per message) or `smtp://user:pass@host:port` / `smtps://...`.
 */
export const createMailer = (url = 'console', options: { from?: string } = {}): Mailer => {
  if (url === '' || url === 'console') return createConsoleMailer();
  if (url.startsWith('file://')) {
    const rest = url.slice('file://'.length);
    // file:///abs/dir (a real file URL) or file://relative/dir
    const dir = rest.startsWith('/') ? fileURLToPath(url) : rest;
    if (!dir) throw new Error('MAIL_TRANSPORT file:// needs a folder, e.g. file://./mail');
    return createFileMailer(dir);
  }
  if (url.startsWith('smtp://') || url.startsWith('smtps://')) {
    return createSmtpMailer(url, options.from);
  }
  throw new Error(`MAIL_TRANSPORT must be console, file://DIR or smtp://..., not "${url}"`);
};
