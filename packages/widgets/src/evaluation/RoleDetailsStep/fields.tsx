import { clampPercent } from '@rolescope/core/validation';
import { type ReactNode, useState } from 'react';
import { type NumberFieldProps, NumericField } from './NumericField';
import * as styles from './RoleDetailsStep.css';

export { MoneyField } from './MoneyField';

/** One message as text; several as one line each. */
export const errorNode = (messages: readonly string[] | undefined): ReactNode => {
  if (!messages || messages.length === 0) return undefined;
  if (messages.length === 1) return messages[0];
  return messages.map((m) => (
    <span key={m} className={styles.message}>
      {m}
    </span>
  ));
};

/** A percentage 0 to 100: digits only; a number above 100 is ignored (the old value stays). */
export function PercentField({
  value,
  onChange,
  ...field
}: NumberFieldProps & { hint?: ReactNode }) {
  return (
    <NumericField
      {...field}
      value={value === undefined ? '' : String(value)}
      onChange={(e) => onChange(clampPercent(e.target.value, value))}
    />
  );
}

/**
 * A whole number from 0 (open positions). What is typed stays as typed (a lone "-" too);
 * a negative number is reported and flagged by the validator, never dropped.
 */
export function CountField({ value, onChange, ...field }: NumberFieldProps) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const shown = parseCount(text) === value ? text : value === undefined ? '' : String(value);
  return (
    <NumericField
      {...field}
      value={shown}
      onChange={(e) => {
        const raw = e.target.value.replace(/[^\d-]/g, '').replace(/(?!^)-/g, '');
        setText(raw);
        const next = parseCount(raw);
        if (next !== value) onChange(next);
      }}
    />
  );
}

const parseCount = (raw: string): number | undefined =>
  raw === '' || raw === '-' ? undefined : Number(raw);
