import type { Mailer } from './types';

/** Prints each message to standard output (the default transport in development). */
export const createConsoleMailer = (print: (line: string) => void = console.log): Mailer => ({
  async send({ to, subject, text }) {
    print(`--- e-mail to ${to}: ${subject}\n${text}\n---`);
  },
});
