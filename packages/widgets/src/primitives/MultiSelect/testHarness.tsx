/** Test helpers of the multi-select: option sets and a controlled harness. */
import { forwardRef, useState } from 'react';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

export const fruits = [
  { value: 'apple', label: 'Apple' },
  { value: 'banana', label: 'Banana' },
  { value: 'cherry', label: 'Cherry', disabled: true },
  { value: 'date', label: 'Date' },
  { value: 'elder', label: 'Elderberry' },
];

/** More options than one page shows (Load More). */
export const many = Array.from({ length: 14 }, (_, i) => ({
  value: `o${i + 1}`,
  label: `Option ${i + 1}`,
}));

type HarnessProps = Partial<MultiSelectProps> & { initial?: string[]; spy?: (v: string[]) => void };

/** A "Fruits" multi-select holding its value (from `initial`); `spy` sees every change. */
export const MultiSelectHarness = forwardRef<HTMLInputElement, HarnessProps>(
  function MultiSelectHarness({ initial = [], spy, ...props }: HarnessProps, ref) {
    const [value, setValue] = useState<string[]>(initial);
    return (
      <MultiSelect
        label="Fruits"
        options={fruits}
        {...props}
        ref={ref}
        value={value}
        onChange={(next) => {
          spy?.(next);
          setValue(next);
        }}
      />
    );
  },
);
MultiSelectHarness.displayName = 'MultiSelectHarness';
