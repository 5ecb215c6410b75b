import {
  MOBILE_PREFIX,
  normalizeMobileInput,
  type SignUpField,
  type SignUpValues,
  signUpHints,
  validateSignUp,
} from '@rolescope/core';
import { useMemo, useState } from 'react';

export type FieldState = 'idle' | 'success' | 'error';

const initialValues: SignUpValues = {
  email: '',
  password: '',
  mobile: MOBILE_PREFIX,
  designation: '',
  level: '',
  functionDepartment: '',
  termsAccepted: false,
};

const allFields = Object.keys(initialValues) as SignUpField[];

/**
 * The sign-up form's values and per-field states: a field becomes touched on its first
 * change and then shows its error or its success hint; server errors show until the field
 * changes again. The form is valid when no errors remain and the terms are accepted.
 */
export const useSignUpForm = () => {
  const [values, setValues] = useState<SignUpValues>(initialValues);
  const [touched, setTouched] = useState<Partial<Record<SignUpField, boolean>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<SignUpField, string>>>({});
  const validation = useMemo(() => validateSignUp(values), [values]);

  const change = <F extends SignUpField>(field: F, value: SignUpValues[F]) => {
    const next = field === 'mobile' ? normalizeMobileInput(String(value)) : value;
    setValues((v) => ({ ...v, [field]: next }));
    setTouched((t) => ({ ...t, [field]: true }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };

  const errorOf = (field: SignUpField): string | undefined =>
    serverErrors[field] ?? (touched[field] ? validation.errors[field] : undefined);

  const stateOf = (field: SignUpField): FieldState =>
    errorOf(field) ? 'error' : touched[field] ? 'success' : 'idle';

  const hintOf = (field: SignUpField): string | undefined =>
    stateOf(field) === 'success' ? signUpHints[field] : undefined;

  const touchAll = () => setTouched(Object.fromEntries(allFields.map((f) => [f, true])));

  return {
    values,
    valid: validation.valid && Object.values(serverErrors).every((e) => !e),
    change,
    errorOf,
    stateOf,
    hintOf,
    touchAll,
    setServerErrors,
  };
};
