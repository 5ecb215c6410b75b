import { formatInr } from '@rolescope/core/validation';
import { useReducer, useRef, useState } from 'react';
import { useIsomorphicLayoutEffect } from '../../primitives/useIsomorphicLayoutEffect';
import { useStrings } from '../../strings/StringsContext';
import { caretAfterDigits, countDigits, editMoney } from './moneyCaret';
import { type NumberFieldProps, NumericField } from './NumericField';

/**
 * Indian-rupee amount: digits only, shown as `₹12,34,567` (no decimals) while typing; an edit
 * with a decimal point is refused and says so (whole rupees), never read with the point
 * dropped (`5000.50` is not ₹5,00,050). The text
 * is re-formatted on every change; the caret stays after the digits that were left of it
 * (see `editMoney`), wherever in the number the user types, deletes or pastes.
 */
export function MoneyField({ value, onChange, error, ...field }: NumberFieldProps) {
  const s = useStrings().roleDetailsStep;
  const [refusedDecimal, setRefusedDecimal] = useState(false);
  const shown = value === undefined ? '' : formatInr(value);
  const input = useRef<HTMLInputElement | null>(null);
  /** Digits before the caret, to place it once the formatted text is on screen. */
  const caret = useRef<number | null>(null);
  // A render after every change, even when the amount stays (a refused digit, a leading zero),
  // so the effect below runs after React has put the formatted text back.
  const [, rendered] = useReducer((n: number) => n + 1, 0);

  useIsomorphicLayoutEffect(() => {
    const el = input.current;
    const digits = caret.current;
    if (!el || digits === null) return;
    caret.current = null;
    if (el.ownerDocument.activeElement !== el) return;
    const at = caretAfterDigits(el.value, digits);
    el.setSelectionRange(at, at);
  });

  return (
    <NumericField
      {...field}
      error={refusedDecimal ? s.moneyWholeRupees : error}
      value={shown}
      onChange={(e) => {
        const el = e.currentTarget;
        input.current = el;
        const native = e.nativeEvent;
        const edit = editMoney({
          previous: shown,
          next: el.value,
          caret: el.selectionStart ?? el.value.length,
          ...('inputType' in native ? { inputType: String(native.inputType) } : {}),
        });
        // The digits typed right after a refused point are its decimals: refused too, while
        // the message stays, until something else than typing more digits happens.
        const typedOn = edit.digits.length > countDigits(shown, shown.length);
        if (refusedDecimal && typedOn && !edit.refusedDecimal) {
          caret.current = countDigits(shown, shown.length);
          rendered();
          return;
        }
        caret.current = edit.digitsBeforeCaret;
        setRefusedDecimal(edit.refusedDecimal === true);
        const next = edit.digits === '' ? undefined : Number(edit.digits);
        if (next !== value) onChange(next);
        rendered();
      }}
    />
  );
}
