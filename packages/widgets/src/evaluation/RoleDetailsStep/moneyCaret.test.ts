import { describe, expect, it } from 'vitest';
import { caretAfterDigits, countDigits, editMoney } from './moneyCaret';

describe('countDigits', () => {
  it('counts the digits before a position, ignoring the rupee sign and separators', () => {
    expect(countDigits('₹12,34,567', 0)).toBe(0);
    expect(countDigits('₹12,34,567', 3)).toBe(2);
    expect(countDigits('₹12,34,567', 4)).toBe(2);
    expect(countDigits('₹12,34,567', 99)).toBe(7);
  });
});

describe('caretAfterDigits', () => {
  it('puts the caret right after the n-th digit', () => {
    expect(caretAfterDigits('₹12,34,567', 2)).toBe(3);
    expect(caretAfterDigits('₹12,34,567', 3)).toBe(5);
    expect(caretAfterDigits('₹12,34,567', 7)).toBe(10);
  });

  it('puts it before the first digit for 0 and at the end past the last', () => {
    expect(caretAfterDigits('₹12,34,567', 0)).toBe(1);
    expect(caretAfterDigits('₹5', 4)).toBe(2);
    expect(caretAfterDigits('', 0)).toBe(0);
  });
});

describe('editMoney', () => {
  it('keeps the caret after a digit typed in the middle', () => {
    // "₹12|,34,567" + "8" → "₹1,28|,34,567"
    expect(editMoney({ previous: '₹12,34,567', next: '₹128,34,567', caret: 4 })).toEqual({
      digits: '12834567',
      digitsBeforeCaret: 3,
    });
  });

  it('deletes the digit before a separator removed by Backspace', () => {
    // "₹12,|34,567" Backspace: the browser removed "," → the "2" goes instead.
    expect(
      editMoney({
        previous: '₹12,34,567',
        next: '₹1234,567',
        caret: 3,
        inputType: 'deleteContentBackward',
      }),
    ).toEqual({ digits: '134567', digitsBeforeCaret: 1 });
  });

  it('deletes the digit after a separator removed by Delete', () => {
    // "₹12|,34,567" Delete: the browser removed "," → the "3" goes instead.
    expect(
      editMoney({
        previous: '₹12,34,567',
        next: '₹1234,567',
        caret: 3,
        inputType: 'deleteContentForward',
      }),
    ).toEqual({ digits: '124567', digitsBeforeCaret: 2 });
  });

  it('only moves the caret when Backspace removed the rupee sign', () => {
    expect(
      editMoney({
        previous: '₹12,345',
        next: '12,345',
        caret: 0,
        inputType: 'deleteContentBackward',
      }),
    ).toEqual({ digits: '12345', digitsBeforeCaret: 0 });
  });

  it('keeps every digit of a paste or a replaced selection', () => {
    // "₹12|,34,567" paste "₹1,000" → 12 1000 34567
    expect(editMoney({ previous: '₹12,34,567', next: '₹12₹1,000,34,567', caret: 9 })).toEqual({
      digits: '12100034567',
      digitsBeforeCaret: 6,
    });
    // Everything selected, then "5" typed.
    expect(editMoney({ previous: '₹12,34,567', next: '5', caret: 1 })).toEqual({
      digits: '5',
      digitsBeforeCaret: 1,
    });
  });

  it('ignores non-digits, leaving the caret where it was', () => {
    expect(editMoney({ previous: '₹12,345', next: '₹12a,345', caret: 4 })).toEqual({
      digits: '12345',
      digitsBeforeCaret: 2,
    });
  });

  it('drops leading zeros without moving the caret past the digits', () => {
    expect(editMoney({ previous: '₹5', next: '₹05', caret: 2 })).toEqual({
      digits: '5',
      digitsBeforeCaret: 0,
    });
    expect(editMoney({ previous: '', next: '0', caret: 1 })).toEqual({
      digits: '0',
      digitsBeforeCaret: 1,
    });
    expect(editMoney({ previous: '₹0', next: '₹07', caret: 3 })).toEqual({
      digits: '7',
      digitsBeforeCaret: 1,
    });
  });

  it('empties the field when the last digit goes', () => {
    expect(
      editMoney({ previous: '₹5', next: '₹', caret: 1, inputType: 'deleteContentBackward' }),
    ).toEqual({ digits: '', digitsBeforeCaret: 0 });
  });

  it('refuses an edit past the digit limit, keeping the amount and the caret', () => {
    // "₹1|,234" + "9" with room for 4 digits.
    expect(editMoney({ previous: '₹1,234', next: '₹19,234', caret: 3, maxDigits: 4 })).toEqual({
      digits: '1234',
      digitsBeforeCaret: 1,
    });
    // A 16th digit by default (amounts stay exact below 2^53).
    const full = '₹99,99,99,99,99,99,999';
    expect(editMoney({ previous: full, next: `${full}1`, caret: full.length + 1 })).toEqual({
      digits: '999999999999999',
      digitsBeforeCaret: 15,
    });
  });
});
