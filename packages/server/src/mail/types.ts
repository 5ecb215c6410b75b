/** What a message is for: the API's answer when it cannot be delivered depends on it. */
export type MailPurpose = 'verification-code' | 'password-reset';

export type MailMessage = { to: string; subject: string; text: string; purpose?: MailPurpose };

/**
 * Sends one message. A transport that cannot deliver rejects with a MailDeliveryError
 * (src/errors.ts): the API then answers 503 with a message for the purpose, not 500.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
