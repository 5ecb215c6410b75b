import { describe, expect, it } from 'vitest';
import { validateContact } from './contact';
import { validateForgotPassword } from './forgotPassword';
import { validateOtp } from './otp';
import { validateResetPassword } from './resetPassword';

describe('validateOtp', () => {
  it('asks for the code when empty', () => {
    expect(validateOtp({ otp: '' }).errors.otp).toBe('Please enter the OTP');
    expect(validateOtp({}).valid).toBe(false);
  });

  it('needs exactly six digits', () => {
    for (const otp of ['12345', '1234567', '12a456', '12 456']) {
      expect(validateOtp({ otp }).errors.otp).toBe('OTP must be 6 digits');
    }
    expect(validateOtp({ otp: '012345' })).toEqual({ valid: true, errors: {}, issues: [] });
  });
});

describe('validateResetPassword', () => {
  it('applies the sign-up password rules', () => {
    expect(validateResetPassword({ password: '', confirmPassword: '' }).errors).toEqual({
      password: 'Password is required',
      confirmPassword: 'Please confirm your password',
    });
    expect(
      validateResetPassword({ password: 'abcdefgh', confirmPassword: 'abcdefgh' }).errors.password,
    ).toBe('Password must contain at least one uppercase letter (A-Z)');
  });

  it('requires a matching confirmation', () => {
    expect(
      validateResetPassword({ password: 'Abcdef1!', confirmPassword: 'Abcdef1?' }).errors,
    ).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(validateResetPassword({ password: 'Abcdef1!', confirmPassword: 'Abcdef1!' }).valid).toBe(
      true,
    );
  });
});

describe('validateForgotPassword', () => {
  it('requires a well-formed e-mail', () => {
    expect(validateForgotPassword({ email: '' }).errors.email).toBe('Email is required');
    expect(validateForgotPassword({ email: 'ana@' }).errors.email).toBe(
      'Please enter a valid email address',
    );
    expect(validateForgotPassword({ email: ' ana@example.com ' }).valid).toBe(true);
  });
});

describe('validateContact', () => {
  it('requires every field', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', message: '' }).errors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    });
  });

  it('checks the e-mail and accepts long texts', () => {
    const values = { name: 'Ana', email: 'ana', subject: 'Hi', message: 'x'.repeat(5000) };
    expect(validateContact(values).issues).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
    expect(validateContact({ ...values, email: 'ana@example.com' }).valid).toBe(true);
  });
});
