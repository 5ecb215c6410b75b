import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { validateProfile } from './profile';
import { validateSignUp } from './signUp';

describe('validateProfile', () => {
  it('allows an empty name and up to 100 characters once trimmed', () => {
    expect(validateProfile({ name: '' }).valid).toBe(true);
    expect(validateProfile({}).valid).toBe(true);
    expect(validateProfile({ name: `  ${'a'.repeat(100)}  ` }).valid).toBe(true);
  });

  it('refuses more than 100 characters with a message', () => {
    expect(validateProfile({ name: 'a'.repeat(101) }).errors.name).toBe(
      messages.profile.nameTooLong,
    );
  });

  it('applies the same rule to the sign-up form', () => {
    expect(validateSignUp({ name: 'a'.repeat(101) }).errors.name).toBe(
      messages.profile.nameTooLong,
    );
    expect(validateSignUp({ name: 'Asha Sharma' }).errors.name).toBeUndefined();
  });
});
