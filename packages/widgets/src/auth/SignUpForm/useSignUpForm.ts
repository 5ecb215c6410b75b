import { signUpFormSchema } from '@rolescope/core';
import {
  MOBILE_PREFIX,
  normalizeMobileInput,
  type SignUpField,
  type SignUpValues,
  signUpHints,
} from '@rolescope/core/validation';
import { useSchemaForm } from '../../forms/schemaForm';

export type FieldState = 'idle' | 'success' | 'error';

const initialValues: SignUpValues = {
  name: '',
  email: '',
  password: '',
  mobile: MOBILE_PREFIX,
  designation: '',
  level: '',
  functionDepartment: '',
  termsAccepted: false,
};

/**
 * The sign-up form (react-hook-form over core's `signUpFormSchema`): a field becomes touched
 * on its first change and is then checked on every change, showing its error or its success
 * hint; after a submit every field shows its state. Server errors (`setError`) show until the
 * field changes again.
 */
export const useSignUpForm = () => {
  const form = useSchemaForm<SignUpValues>(signUpFormSchema, initialValues, {
    mode: 'onChange',
    reValidateMode: 'onChange',
  });
  const { errors, touchedFields, isSubmitted } = form.formState;

  const change = <F extends SignUpField>(field: F, value: SignUpValues[F]) => {
    const next = (field === 'mobile' ? normalizeMobileInput(String(value)) : value) as never;
    form.setValue(field, next, { shouldTouch: true, shouldDirty: true, shouldValidate: true });
  };

  const errorOf = (field: SignUpField): string | undefined => errors[field]?.message;

  const stateOf = (field: SignUpField): FieldState =>
    errorOf(field) ? 'error' : touchedFields[field] || isSubmitted ? 'success' : 'idle';

  // The optional full name has no success hint.
  const hintOf = (field: SignUpField): string | undefined =>
    stateOf(field) === 'success' && field !== 'name' ? signUpHints[field] : undefined;

  return { form, change, errorOf, stateOf, hintOf };
};
