import type { Mailer, MailMessage } from './types';

export type MemoryMailer = Mailer & {
  readonly messages: MailMessage[];
  /** The messages sent to `to` (case-insensitive), oldest first. */
  sentTo(to: string): MailMessage[];
  /** The last message sent to `to`, if any. */
  lastTo(to: string): MailMessage | undefined;
  clear(): void;
};

/** Collects messages in memory: tests and the msw mock. Browser-safe. */
export const createMemoryMailer = (): MemoryMailer => {
  const messages: MailMessage[] = [];
  const sentTo = (to: string) => messages.filter((m) => m.to === to.toLowerCase());
  return {
    messages,
    async send(message) {
      messages.push({ ...message, to: message.to.toLowerCase() });
    },
    sentTo,
    lastTo: (to) => sentTo(to).at(-1),
    clear: () => {
      messages.length = 0;
    },
  };
};

/** The 6-digit code in the last message sent to `to`, if any. */
export const lastCodeSentTo = (mailer: MemoryMailer, to: string): string | undefined =>
  mailer.lastTo(to)?.text.match(/\b(\d{6})\b/)?.[1];

/** The reset link in the last message sent to `to`, if any. */
export const lastLinkSentTo = (mailer: MemoryMailer, to: string): string | undefined =>
  mailer.lastTo(to)?.text.match(/https?:\/\/\S+/)?.[0];

/** The `token` query parameter of the last reset link sent to `to`, if any. */
export const lastResetTokenSentTo = (mailer: MemoryMailer, to: string): string | undefined => {
  const link = lastLinkSentTo(mailer, to);
  return link ? (new URL(link).searchParams.get('token') ?? undefined) : undefined;
};
