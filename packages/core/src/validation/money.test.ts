import { describe, expect, it } from 'vitest';
import { fillMessage } from './messages';
import { clampPercent, formatInr, parseMoneyInput } from './money';

describe('parseMoneyInput', () => {
  it('keeps digits only', () => {
    expect(parseMoneyInput('₹12,34,567')).toBe(1234567);
    expect(parseMoneyInput('12a3')).toBe(123);
    expect(parseMoneyInput('')).toBeUndefined();
    expect(parseMoneyInput('₹')).toBeUndefined();
  });
});

describe('formatInr', () => {
  it('formats Indian rupees without decimals', () => {
    expect(formatInr(1234567)).toBe('₹12,34,567');
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(999.6)).toBe('₹1,000');
  });
});

describe('clampPercent', () => {
  it('keeps 0 to 100 and ignores input above 100', () => {
    expect(clampPercent('45', 40)).toBe(45);
    expect(clampPercent('100', 40)).toBe(100);
    expect(clampPercent('101', 40)).toBe(40);
    expect(clampPercent(250, undefined)).toBeUndefined();
    expect(clampPercent(-5, 10)).toBe(0);
    expect(clampPercent('', 10)).toBeUndefined();
    expect(clampPercent('4x5', 0)).toBe(45);
  });
});

describe('fillMessage', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(fillMessage('min {n}, max {m}', { n: 4 })).toBe('min 4, max {m}');
  });
});
