import { describe, expect, it, vi } from 'vitest';
import { fieldMessages, setServerErrors } from './schemaForm';

describe('fieldMessages', () => {
  it('lists every message of a field in order, else its one message', () => {
    expect(fieldMessages(undefined)).toBeUndefined();
    expect(fieldMessages({ type: 'custom', message: 'Email is required' })).toEqual([
      'Email is required',
    ]);
    expect(
      fieldMessages({
        type: 'custom',
        message: 'Password must be at least 8 characters',
        types: {
          custom: [
            'Password must be at least 8 characters',
            'Password must contain at least one number',
          ],
        },
      }),
    ).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one number',
    ]);
  });
});

describe('setServerErrors', () => {
  it('puts each message on its field and focuses the first only', () => {
    const setError = vi.fn();
    setServerErrors(setError, {
      email: 'Email is already registered',
      password: undefined,
      mobile: 'Mobile number is already registered',
    });
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Email is already registered' }, { shouldFocus: true }],
      [
        'mobile',
        { type: 'server', message: 'Mobile number is already registered' },
        { shouldFocus: false },
      ],
    ]);
  });
});
