import { describe, expect, it } from 'vitest';
import { messages, signUpHints } from './messages';
import { validateSignUp } from './signUp';

const valid = {
  email: 'ana@example.com',
  password: 'Abcdef1!',
  mobile: '+91-9876543210',
  designation: 'Analyst',
  level: 'Middle',
  functionDepartment: 'Finance',
  termsAccepted: true,
};

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({ valid: true, errors: {}, issues: [] });
  });

  it('reports every field of an empty form at once', () => {
    expect(validateSignUp({}).errors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      mobile: 'Mobile number is required',
      designation: 'Designation is required',
      level: 'Level is required',
      functionDepartment: 'Function/Department is required',
      termsAccepted: 'You must accept the terms and conditions',
    });
  });

  it('rejects a malformed e-mail', () => {
    expect(validateSignUp({ ...valid, email: 'ana@example' }).errors).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('checks the password in the stated order, first failure as the field error', () => {
    const cases: [string, string][] = [
      ['abc', 'Password must be at least 8 characters long'],
      ['abcdefgh', 'Password must contain at least one uppercase letter (A-Z)'],
      ['ABCDEFGH', 'Password must contain at least one lowercase letter (a-z)'],
      ['Abcdefgh', 'Password must contain at least one number (0-9)'],
      ['Abcdefg1', 'Password must contain at least one special character (!@#$%^&*)'],
    ];
    for (const [password, first] of cases) {
      expect(validateSignUp({ ...valid, password }).errors.password).toBe(first);
    }
    expect(validateSignUp({ ...valid, password: 'a' }).issues.map((i) => i.message)).toEqual([
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter (A-Z)',
      'Password must contain at least one number (0-9)',
      'Password must contain at least one special character (!@#$%^&*)',
    ]);
  });

  it('accepts each special character of !@#$%^&* and no other', () => {
    for (const c of '!@#$%^&*') {
      expect(validateSignUp({ ...valid, password: `Abcdefg1${c}` }).valid).toBe(true);
    }
    expect(validateSignUp({ ...valid, password: 'Abcdefg1?' }).valid).toBe(false);
  });

  it('needs exactly 10 mobile digits, with or without the prefix', () => {
    expect(validateSignUp({ ...valid, mobile: '+91-' }).errors.mobile).toBe(
      'Mobile number is required',
    );
    expect(validateSignUp({ ...valid, mobile: '+91-98765' }).errors.mobile).toBe(
      'Please enter a valid 10-digit mobile number',
    );
    expect(validateSignUp({ ...valid, mobile: '9876543210' }).valid).toBe(true);
    for (const mobile of ['98765432101', '+91-98765432101', '98765x3210']) {
      expect(validateSignUp({ ...valid, mobile }).errors.mobile).toBe(
        'Please enter a valid 10-digit mobile number',
      );
    }
  });

  it('rejects blank designation and function/department', () => {
    const r = validateSignUp({ ...valid, designation: '  ', functionDepartment: ' ' });
    expect(r.errors).toEqual({
      designation: 'Please enter a valid designation',
      functionDepartment: 'Please enter a valid function/department',
    });
  });

  it('accepts only the four levels', () => {
    for (const level of ['Junior', 'Middle', 'Senior', 'Top']) {
      expect(validateSignUp({ ...valid, level }).valid).toBe(true);
    }
    expect(validateSignUp({ ...valid, level: 'CEO' }).errors.level).toBe(
      'Please select a valid level',
    );
  });

  it('requires the terms to be accepted', () => {
    expect(validateSignUp({ ...valid, termsAccepted: false }).errors).toEqual({
      termsAccepted: messages.signUp.termsRequired,
    });
  });

  it('exposes the success hints', () => {
    expect(signUpHints.email).toBe('Email is valid');
    expect(signUpHints.password).toBe('Password meets all requirements');
  });
});
