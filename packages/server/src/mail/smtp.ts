import type { Mailer } from './types';

/**
 * Real e-mail through nodemailer (Node only), from an `smtp://user:pass@host:port` or
 * `smtps://...` URL. nodemailer is loaded on first use.
 */
export const createSmtpMailer = (
  url: string,
  from = 'Rolescope <no-reply@rolescope.app>',
): Mailer => {
  let transport: Promise<{ sendMail(m: object): Promise<unknown> }> | undefined;
  const getTransport = () => {
    transport ??= import('nodemailer').then((m) => m.createTransport(url));
    return transport;
  };
  return {
    async send({ to, subject, text }) {
      await (await getTransport()).sendMail({ from, to, subject, text });
    },
  };
};
