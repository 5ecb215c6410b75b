import { forwardRef, useState } from 'react';
import { useStrings } from '../../strings/StringsContext';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'endAdornment'> & {
  /** Start with the password visible. */
  defaultVisible?: boolean;
};

const Eye = ({ open }: { open: boolean }) => (
  <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <path
      d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z"
      stroke="currentColor"
      strokeWidth="2"
    />
    <circle cx="12" cy="12" r="3" stroke="currentColor" strokeWidth="2" />
    {open ? null : <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
  </svg>
);

/** A password input with a Show/Hide password toggle button. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(
  function PasswordField(
    { defaultVisible = false, autoComplete, ...rest }: PasswordFieldProps,
    ref,
  ) {
    const strings = useStrings();
    const [visible, setVisible] = useState(defaultVisible);
    const label = visible ? strings.common.hidePassword : strings.common.showPassword;
    return (
      <TextField
        {...rest}
        ref={ref}
        type={visible ? 'text' : 'password'}
        autoComplete={autoComplete ?? 'current-password'}
        endAdornment={
          <button
            type="button"
            className={styles.toggle}
            aria-label={label}
            title={label}
            onClick={() => setVisible((v) => !v)}
          >
            <Eye open={!visible} />
          </button>
        }
      />
    );
  },
);
PasswordField.displayName = 'PasswordField';
