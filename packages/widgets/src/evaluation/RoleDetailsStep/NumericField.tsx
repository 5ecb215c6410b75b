import { forwardRef, type ReactNode } from 'react';
import { TextField, type TextFieldProps } from '../../primitives/TextField';

/** What every number field of the step takes: the amount (undefined when empty) and its label. */
export type NumberFieldProps = {
  id: string;
  label: ReactNode;
  value: number | undefined;
  onChange: (next: number | undefined) => void;
  required?: boolean;
  error?: ReactNode;
};

/** A text field for digits: the numeric keypad, no autofill. */
export const NumericField = forwardRef<HTMLInputElement, TextFieldProps>(function NumericField(
  props: TextFieldProps,
  ref,
) {
  return <TextField inputMode="numeric" autoComplete="off" {...props} ref={ref} />;
});
NumericField.displayName = 'NumericField';
