export { createConsoleMailer } from './console';
export {
  createMemoryMailer,
  lastCodeSentTo,
  lastLinkSentTo,
  lastResetTokenSentTo,
  type MemoryMailer,
} from './memory';
export type { Mailer, MailMessage } from './types';
