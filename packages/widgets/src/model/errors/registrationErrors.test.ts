import { ApiError } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { en } from '../../strings/en';
import { bulletList, registrationFailure } from './registrationErrors';

const texts = en.signUp;

describe('registrationFailure', () => {
  it('maps an errors object with email and mobile entries to the two field messages', () => {
    const error = new ApiError(409, 'Conflict', {
      errors: { email: 'taken', mobile: 'taken' },
    });
    expect(registrationFailure(error, texts)).toEqual({
      fields: {
        email: 'Email is already registered',
        mobile: 'Mobile number is already registered',
      },
      problems: ['Email is already registered', 'Mobile number is already registered'],
    });
  });

  it('shows the server validation messages of a 400 on their fields', () => {
    const error = new ApiError(400, 'Validation failed', {
      errors: { password: 'Password is required', email: 'Please enter a valid email address' },
    });
    expect(registrationFailure(error, texts).fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('reads email + exists, and mobile or phone + exists, from the message', () => {
    expect(
      registrationFailure(new ApiError(400, 'User with this email already exists'), texts).fields,
    ).toEqual({ email: 'Email is already registered' });
    expect(registrationFailure(new ApiError(400, 'Mobile number exists'), texts).fields).toEqual({
      mobile: 'Mobile number is already registered',
    });
    expect(registrationFailure(new ApiError(400, 'Phone exists'), texts).fields).toEqual({
      mobile: 'Mobile number is already registered',
    });
  });

  it('puts any other message in the banner', () => {
    expect(registrationFailure(new ApiError(500, 'Mail server down'), texts)).toEqual({
      fields: {},
      banner: 'Mail server down',
      problems: ['Mail server down'],
    });
  });

  it('uses the error message, else "Registration failed. Please try again."', () => {
    expect(registrationFailure(new TypeError('Failed to fetch'), texts).banner).toBe(
      'Failed to fetch',
    );
    expect(registrationFailure('boom', texts).banner).toBe(
      'Registration failed. Please try again.',
    );
  });

  it('joins problems with bullets', () => {
    expect(bulletList(['a', 'b'])).toBe('a • b');
  });
});
