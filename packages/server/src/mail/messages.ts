import type { MailMessage } from './types';

export const otpMail = (to: string, code: string): MailMessage => ({
  to,
  purpose: 'verification-code',
  subject: 'Your Rolescope verification code',
  text: [
    `Your Rolescope verification code is ${code}.`,
    '',
    'It is valid for 10 minutes. If you did not sign up for Rolescope, you can ignore this e-mail.',
  ].join('\n'),
});

export const resetMail = (to: string, link: string): MailMessage => ({
  to,
  purpose: 'password-reset',
  subject: 'Reset your Rolescope password',
  text: [
    'To choose a new password for your Rolescope account, open this link:',
    '',
    link,
    '',
    'The link is valid for 15 minutes and works once. If you did not ask for it, you can ignore this e-mail.',
  ].join('\n'),
});
