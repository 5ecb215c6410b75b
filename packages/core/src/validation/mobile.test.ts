import { describe, expect, it } from 'vitest';
import { isValidMobile, mobileDigits, normalizeMobileInput } from './mobile';

describe('normalizeMobileInput', () => {
  it('strips non-digits and caps at 10 digits', () => {
    expect(normalizeMobileInput('+91-98 765-43210999')).toBe('+91-9876543210');
  });

  it('adds the prefix to typed or pasted digits', () => {
    expect(normalizeMobileInput('9')).toBe('+91-9');
    expect(normalizeMobileInput('98765 43210')).toBe('+91-9876543210');
    expect(normalizeMobileInput('+919876543210')).toBe('+91-9876543210');
    expect(normalizeMobileInput('+91 98765 43210')).toBe('+91-9876543210');
  });

  it('keeps the prefix when the user deletes into it', () => {
    expect(normalizeMobileInput('+91')).toBe('+91-');
    expect(normalizeMobileInput('+9')).toBe('+91-');
    expect(normalizeMobileInput('')).toBe('+91-');
    expect(normalizeMobileInput('+91-')).toBe('+91-');
    expect(normalizeMobileInput('+9-98765')).toBe('+91-98765');
    expect(normalizeMobileInput('91-98765')).toBe('+91-98765');
    expect(normalizeMobileInput('+91-9')).toBe('+91-9');
  });

  it('drops letters typed after the prefix', () => {
    expect(normalizeMobileInput('+91-98a7b')).toBe('+91-987');
  });
});

describe('mobileDigits', () => {
  it('returns the digits sent to the server', () => {
    expect(mobileDigits('+91-9876543210')).toBe('9876543210');
    expect(mobileDigits('+91-987')).toBe('987');
    expect(mobileDigits('+91-')).toBe('');
    expect(mobileDigits('9876543210')).toBe('9876543210');
  });
});

describe('isValidMobile', () => {
  it('needs exactly 10 digits and nothing else', () => {
    expect(isValidMobile('+91-9876543210')).toBe(true);
    expect(isValidMobile('9876543210')).toBe(true);
    expect(isValidMobile('98765 43210')).toBe(true);
    expect(isValidMobile('+91-987654321')).toBe(false);
    expect(isValidMobile('98765432101')).toBe(false);
    expect(isValidMobile('98765a3210')).toBe(false);
  });
});
