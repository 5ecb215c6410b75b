import { messages } from './messages';
import { emailMessages, requiredMessages, type ValidationResult } from './result';
import { formSchema, resultOf } from './schema';

export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  message: string;
}
export type ContactField = keyof ContactValues;

const m = messages.contact;

const contactFormSchema = formSchema<ContactValues>({
  name: (v) => requiredMessages(v, m.nameRequired),
  email: (v) => emailMessages(v, m),
  subject: (v) => requiredMessages(v, m.subjectRequired),
  message: (v) => requiredMessages(v, m.messageRequired),
});

/** The help page's contact form: every field required, the e-mail well-formed; no length bounds. */
export const validateContact = (values: Partial<ContactValues>): ValidationResult<ContactField> =>
  resultOf(contactFormSchema, values);
