import { formatInr } from '@rolescope/core';
import { useReducer, useRef } from 'react';
import { useIsomorphicLayoutEffect } from '../../primitives/useIsomorphicLayoutEffect';
import { caretAfterDigits, editMoney } from './moneyCaret';
import { type NumberFieldProps, NumericField } from './NumericField';

/**
 * Indian-rupee amount: digits only, shown as `₹12,34,567` (no decimals) while typing. The text
 * is re-formatted on every change; the caret stays after the digits that were left of it
 * (see `editMoney`), wherever in the number the user types, deletes or pastes.
 */
export function MoneyField({ value, onChange, ...field }: NumberFieldProps) {
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
        caret.current = edit.digitsBeforeCaret;
        const next = edit.digits === '' ? undefined : Number(edit.digits);
        if (next !== value) onChange(next);
        rendered();
      }}
    />
  );
}
