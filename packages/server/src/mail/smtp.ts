import { MailDeliveryError } from '../errors';
import type { Mailer } from './types';

export const DEFAULT_MAIL_FROM = 'Rolescope <no-reply@localhost>';

/**
 * How long a send may wait on the SMTP server. nodemailer's own defaults (2 minutes to
 * connect, 10 minutes of silence) would hold a sign-up request open far past any client's
 * patience; parameters in the URL's query (`?connectionTimeout=...`) still win.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
};

/**
 * Real e-mail through nodemailer (Node only), from an `smtp://user:pass@host:port` or
 * `smtps://...` URL. nodemailer is loaded on first use. A failed send rejects with a
 * MailDeliveryError, which the API answers with 503.
 */
export const createSmtpMailer = (url: string, from = DEFAULT_MAIL_FROM): Mailer => {
  let transport: Promise<{ sendMail(m: object): Promise<unknown> }> | undefined;
  const getTransport = () => {
    transport ??= import('nodemailer').then((m) => m.createTransport({ ...SMTP_TIMEOUTS, url }));
    return transport;
  };
  return {
    async send({ to, subject, text, purpose }) {
      try {
        await (await getTransport()).sendMail({ from, to, subject, text });
      } catch (error) {
        throw new MailDeliveryError(purpose, error);
      }
    },
  };
};
