import { messages } from './messages';
import type { ValidationResult } from './result';
import { formSchema, resultOf } from './schema';

/** The longest full name (after trimming): sign-up and the profile. */
export const NAME_MAX_LENGTH = 100;

export interface ProfileValues {
  /** Optional: empty means "no name" (the e-mail's local part is shown instead). */
  name: string;
}

/** The full-name rule of sign-up and the profile: optional, at most 100 characters once trimmed. */
export const nameMessages = (value: string | undefined): string[] =>
  (value ?? '').trim().length > NAME_MAX_LENGTH ? [messages.profile.nameTooLong] : [];

/** The profile form: the optional full name. */
export const profileFormSchema = formSchema<ProfileValues>({ name: nameMessages });

/** Validates the profile form. */
export const validateProfile = (values: Partial<ProfileValues>): ValidationResult<'name'> =>
  resultOf(profileFormSchema, values);
