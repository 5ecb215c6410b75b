import { messages } from './messages';
import { emailMessages, requiredMessages, toResult, type ValidationResult } from './result';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export type ContactField = keyof ContactValues;

const m = messages.contact;

/** The help page's contact form: every field required, the e-mail well-formed; no length bounds. */
export const validateContact = (values: Partial<ContactValues>): ValidationResult<ContactField> =>
  toResult({
    name: requiredMessages(values.name, m.nameRequired),
    email: emailMessages(values.email, m),
    subject: requiredMessages(values.subject, m.subjectRequired),
    message: requiredMessages(values.message, m.messageRequired),
  });
