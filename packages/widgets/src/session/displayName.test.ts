import { describe, expect, it } from 'vitest';
import { displayNameOf, initialsOf } from './displayName';

describe('displayNameOf', () => {
  it('is the full name when set (spaces tidied)', () => {
    expect(displayNameOf({ name: '  Asha   Sharma ', email: 'asha@example.com' })).toBe(
      'Asha Sharma',
    );
  });

  it("is the e-mail's local part without a name", () => {
    expect(displayNameOf({ name: '', email: 'ravi.kumar@example.com' })).toBe('ravi.kumar');
    expect(displayNameOf({ name: '   ', email: 'ravi@example.com' })).toBe('ravi');
    expect(displayNameOf({ email: 'no-at-sign' })).toBe('no-at-sign');
  });

  it('falls back to the given default', () => {
    expect(displayNameOf(null)).toBe('User');
    expect(displayNameOf({ name: '', email: '' }, 'Guest')).toBe('Guest');
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(initialsOf({ name: 'asha sharma', email: 'x@example.com' })).toBe('AS');
    expect(initialsOf({ name: 'Mary Ann Lee', email: 'x@example.com' })).toBe('MA');
    expect(initialsOf({ name: 'Asha', email: 'x@example.com' })).toBe('A');
    expect(initialsOf({ name: 'Élodie Ørsted' })).toBe('ÉØ');
  });

  it('else the first two letters of the e-mail, else U', () => {
    expect(initialsOf({ name: '', email: 'demo@rolescope.app' })).toBe('DE');
    expect(initialsOf({ name: ' ', email: '' })).toBe('U');
    expect(initialsOf(null)).toBe('U');
    expect(initialsOf(undefined, 'X')).toBe('X');
  });
});
