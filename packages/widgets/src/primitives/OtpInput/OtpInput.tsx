import {
  type ClipboardEvent,
  forwardRef,
  type KeyboardEvent,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { visuallyHidden } from '../../theme/theme.css';
import * as styles from './OtpInput.css';

const OTP_LENGTH = 6;

/** What a ref to the OTP input gets: focusing it focuses the first box. */
type OtpInputHandle = { focus: () => void };

export type OtpInputProps = {
  value?: string;
  defaultValue?: string;
  /** Called with the boxes' digits, trailing empty boxes dropped; an empty box before a digit is a space. */
  onChange?: (value: string) => void;
  /** Called once all boxes hold a digit. */
  onComplete?: (value: string) => void;
  length?: number;
  disabled?: boolean;
  /** Marks every box invalid and describes them with this element id. */
  invalid?: boolean;
  'aria-describedby'?: string;
  /** The group's accessible name (default "One-time code"). */
  'aria-label'?: string;
  autoFocus?: boolean;
};

const toDigits = (text: string): string => text.replace(/\D/g, '');

/**
 * Six single-digit boxes: typing moves to the next box, Backspace on an empty box clears the
 * previous one, arrows/Home/End move, and pasting the code fills every box. Digits only.
 */
export const OtpInput = forwardRef<OtpInputHandle, OtpInputProps>(function OtpInput(
  {
    value: valueProp,
    defaultValue = '',
    onChange,
    onComplete,
    length = OTP_LENGTH,
    disabled,
    invalid,
    'aria-describedby': describedBy,
    'aria-label': ariaLabel,
    autoFocus,
  }: OtpInputProps,
  ref,
) {
  const strings = useStrings();
  const [uncontrolled, setUncontrolled] = useState(() =>
    toDigits(defaultValue).slice(0, length).padEnd(length, ' '),
  );
  const slots = (valueProp === undefined ? uncontrolled : valueProp.padEnd(length, ' ')).slice(
    0,
    length,
  );
  const inputs = useRef<(HTMLInputElement | null)[]>([]);
  useImperativeHandle(ref, () => ({ focus: () => inputs.current[0]?.focus() }), []);

  const focusBox = (index: number) => {
    const input = inputs.current[Math.max(0, Math.min(length - 1, index))];
    input?.focus();
    input?.select();
  };
  const commit = (next: string) => {
    const padded = next.slice(0, length).padEnd(length, ' ');
    if (valueProp === undefined) setUncontrolled(padded);
    const out = padded.trimEnd();
    onChange?.(out);
    if (!padded.includes(' ')) onComplete?.(padded);
  };
  const setAt = (index: number, digits: string) => {
    const chars = slots.split('');
    for (let k = 0; k < digits.length && index + k < length; k++)
      chars[index + k] = digits[k] ?? ' ';
    commit(chars.join(''));
  };

  const onInput = (index: number, raw: string) => {
    const existing = slots[index] ?? ' ';
    let digits = toDigits(raw);
    // Typing into a filled box whose text was not selected: keep the newly typed digit.
    if (digits.length === 2 && existing !== ' ' && digits.includes(existing)) {
      digits = digits.replace(existing, '') || existing;
    }
    if (!digits) return;
    if (digits.length > 1) {
      // Autofill or a fast typist: the last typed digit replaces this box; a full code fills all.
      const code = digits.length >= length ? digits.slice(0, length) : digits.slice(-1);
      setAt(digits.length >= length ? 0 : index, code);
      focusBox(digits.length >= length ? length - 1 : index + 1);
      return;
    }
    setAt(index, digits);
    focusBox(index + 1);
  };
  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const digits = toDigits(event.clipboardData.getData('text')).slice(0, length);
    if (!digits) return;
    const start = digits.length === length ? 0 : index;
    setAt(start, digits);
    focusBox(start + digits.length);
  };
  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const { key } = event;
    if (key === 'Backspace') {
      event.preventDefault();
      if (slots[index] !== ' ') setAt(index, ' ');
      else if (index > 0) {
        setAt(index - 1, ' ');
        focusBox(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      setAt(index, ' ');
    } else if (key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + 1);
    } else if (key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (key === 'End') {
      event.preventDefault();
      focusBox(length - 1);
    } else if (key.length === 1 && !/\d/.test(key) && !event.ctrlKey && !event.metaKey) {
      event.preventDefault();
    }
  };

  return (
    <fieldset className={styles.group}>
      <legend className={visuallyHidden}>{ariaLabel ?? strings.verifyOtp.groupLabel}</legend>
      {Array.from({ length }, (_, index) => {
        const char = slots[index] ?? ' ';
        return (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, never reordered
            key={index}
            ref={(el) => {
              inputs.current[index] = el;
            }}
            className={styles.box}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={length}
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // biome-ignore lint/a11y/noAutofocus: the OTP step exists to type this code
            autoFocus={autoFocus && index === 0}
            disabled={disabled}
            aria-label={formatString(strings.verifyOtp.digitLabel, { n: index + 1, total: length })}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy}
            value={char === ' ' ? '' : char}
            onChange={(e) => onInput(index, e.target.value)}
            onPaste={(e) => onPaste(index, e)}
            onKeyDown={(e) => onKeyDown(index, e)}
            onFocus={(e) => e.target.select()}
          />
        );
      })}
    </fieldset>
  );
});
OtpInput.displayName = 'OtpInput';
