import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { validateSignIn } from './signIn';

const m = messages.signIn;

describe('validateSignIn', () => {
  it('accepts a well-formed e-mail and a strong password', () => {
    expect(validateSignIn({ email: 'ana@example.com', password: 'Abcdef1#' })).toEqual({
      valid: true,
      errors: {},
      issues: [],
    });
  });

  it('requires both fields and reports them together', () => {
    const r = validateSignIn({ email: '', password: '' });
    expect(r.valid).toBe(false);
    expect(r.errors).toEqual({ email: m.emailRequired, password: m.passwordRequired });
    expect(r.errors.email).toBe('Email is required');
    expect(r.errors.password).toBe('Password is required');
  });

  it('treats a blank e-mail as missing and rejects a malformed one', () => {
    expect(validateSignIn({ email: '   ', password: 'Abcdef1#' }).errors.email).toBe(
      'Email is required',
    );
    for (const email of ['ana', 'ana@', 'ana@example', 'a b@example.com']) {
      expect(validateSignIn({ email, password: 'Abcdef1#' }).errors.email).toBe(
        'Invalid email format',
      );
    }
  });

  it('lists every failing password check, in order', () => {
    const r = validateSignIn({ email: 'ana@example.com', password: '-' });
    expect(r.issues.map((i) => i.message)).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(r.errors.password).toBe('Password must be at least 8 characters');
  });

  it.each([
    ['ABCDEFG1#', m.passwordLowercase],
    ['abcdefg1#', m.passwordUppercase],
    ['Abcdefgh#', m.passwordNumber],
    ['Abcdefgh1', m.passwordSpecial],
    ['Abcd1#', m.passwordMinLength],
  ])('flags %s with only "%s"', (password, message) => {
    expect(validateSignIn({ email: 'ana@example.com', password }).issues).toEqual([
      { field: 'password', message },
    ]);
  });

  it('accepts each of the special characters @ $ ! % * ? & #', () => {
    for (const c of '@$!%*?&#') {
      expect(validateSignIn({ email: 'a@b.co', password: `Abcdefg1${c}` }).valid).toBe(true);
    }
    expect(validateSignIn({ email: 'a@b.co', password: 'Abcdefg1^' }).errors.password).toBe(
      m.passwordSpecial,
    );
  });
});
