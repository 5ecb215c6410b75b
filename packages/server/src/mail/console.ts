import type { Mailer } from './types';

const CONTROL = /\p{Cc}/gu;
const CONTROL_BUT_LINE_FEED = /(?!\n)\p{Cc}/gu;
const escaped = (c: string) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Prints each message to standard output (the default transport in development). A control
 * character (a terminal escape, a carriage return, a line break in the address or subject) is
 * printed as its `\uXXXX` escape, never raw: an address cannot forge lines or drive the
 * terminal. The text keeps its own line breaks.
 */
export const createConsoleMailer = (print: (line: string) => void = console.log): Mailer => ({
  async send({ to, subject, text }) {
    const line = (s: string) => s.replace(CONTROL, escaped);
    print(
      `--- e-mail to ${line(to)}: ${line(subject)}\n${text.replace(CONTROL_BUT_LINE_FEED, escaped)}\n---`,
    );
  },
});
