/**
 * Caret handling of the money fields, which re-format (`₹12,34,567`) on every keystroke: the
 * caret is kept by counting the digits before it, never by its position in the text, so the
 * separators and the rupee sign that the formatting adds or removes do not move it.
 */

/** The most digits a money field takes (₹99,99,99,99,99,99,999): every amount stays exact. */
const MONEY_MAX_DIGITS = 15;

export type MoneyEdit = {
  /** The amount's digits after the edit ('' for empty), without leading zeros. */
  digits: string;
  /** How many of `digits` stand before the caret. */
  digitsBeforeCaret: number;
  /**
   * The edit brought a decimal point (`5000.50` typed or pasted) and was refused whole: the
   * amount stays as it was, never `500050` with the point dropped.
   */
  refusedDecimal?: boolean;
};

export type MoneyEditInput = {
  /** The text the field showed before the edit. */
  previous: string;
  /** The field's text right after the browser applied the edit. */
  next: string;
  /** The caret (selectionStart) right after the edit, in `next`. */
  caret: number;
  /** The input event's `inputType` (`insertText`, `deleteContentBackward`, ...), if known. */
  inputType?: string;
  maxDigits?: number;
};

const isDigit = (ch: string): boolean => ch >= '0' && ch <= '9';
const digitsOf = (text: string): string => text.replace(/\D/g, '');

/** How many digits `text` has before position `end`. */
export const countDigits = (text: string, end: number): number =>
  digitsOf(text.slice(0, Math.max(0, end))).length;

/**
 * The caret position right after the `count`-th digit of `text` (so right after the digit just
 * typed, before any separator that follows it); before the first digit when `count` is 0 (after
 * the rupee sign); the end of the text when it has fewer digits.
 */
export const caretAfterDigits = (text: string, count: number): number => {
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (!isDigit(text.charAt(i))) continue;
    if (count <= 0) return i;
    seen += 1;
    if (seen === count) return i + 1;
  }
  return text.length;
};

/**
 * The amount and caret after an edit of a money field. Typing, pasting, cutting or replacing
 * a selection keeps every digit and the caret after the digits left of it. Backspace or Delete
 * that only removed a separator or the rupee sign deletes the digit beside it instead, as the
 * user meant. Leading zeros go (the caret stays put). An edit that would pass `maxDigits`, or
 * that brings a decimal point, is refused: the previous amount stays, the caret where the edit
 * began.
 */
export const editMoney = ({
  previous,
  next,
  caret,
  inputType,
  maxDigits = MONEY_MAX_DIGITS,
}: MoneyEditInput): MoneyEdit => {
  const before = digitsOf(previous);
  let digits = digitsOf(next);
  let k = countDigits(next, caret);

  // Amounts are whole rupees: a decimal point is refused with the edit, never dropped.
  if (next.includes('.') && !previous.includes('.')) {
    const kept = before.replace(/^0+(?=\d)/, '');
    const inserted = digits.length - before.length;
    return {
      digits: kept,
      digitsBeforeCaret: clamp(k - inserted, kept.length),
      refusedDecimal: true,
    };
  }

  if (digits === before && next.length < previous.length) {
    if (inputType === 'deleteContentBackward' && k > 0) {
      digits = digits.slice(0, k - 1) + digits.slice(k);
      k -= 1;
    } else if (inputType === 'deleteContentForward' && k < digits.length) {
      digits = digits.slice(0, k) + digits.slice(k + 1);
    }
  }

  const trimmed = digits.replace(/^0+(?=\d)/, '');
  k = Math.max(0, k - (digits.length - trimmed.length));

  if (trimmed.length > maxDigits) {
    const kept = before.replace(/^0+(?=\d)/, '');
    const inserted = digits.length - before.length;
    return { digits: kept, digitsBeforeCaret: clamp(k - inserted, kept.length) };
  }
  return { digits: trimmed, digitsBeforeCaret: clamp(k, trimmed.length) };
};

const clamp = (k: number, max: number): number => Math.min(Math.max(0, k), max);
