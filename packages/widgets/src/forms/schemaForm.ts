import type { FormSchema } from '@rolescope/core/validation';
import {
  type DefaultValues,
  type FieldError,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import { schemaResolver } from './schemaResolver';

/**
 * `useForm` validated by one of core's form schemas (`signInFormSchema`, ...): every message
 * of a field is kept (`criteriaMode: 'all'`, read with `fieldMessages`), checked on submit by
 * default; the first invalid field gets the focus.
 */
export const useSchemaForm = <V extends FieldValues>(
  // Core's schema of the checked fields; other values (e.g. Remember me) pass through it.
  schema: FormSchema<Partial<V>>,
  defaultValues: DefaultValues<V>,
  options: Omit<UseFormProps<V>, 'resolver' | 'defaultValues'> = {},
) =>
  useForm<V>({
    resolver: schemaResolver(schema) as unknown as Resolver<V>,
    defaultValues,
    criteriaMode: 'all',
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    ...options,
  });

/** Every message of a field's error in order (with `criteriaMode: 'all'`), else undefined. */
export const fieldMessages = (error: FieldError | undefined): string[] | undefined => {
  if (!error) return undefined;
  const all = Object.values(error.types ?? {})
    .flat()
    .filter((m): m is string => typeof m === 'string' && m !== '');
  if (all.length > 0) return all;
  return error.message ? [error.message] : undefined;
};

/** Puts messages from the server (e.g. a 409's `errors`) on their fields; the first gets the focus. */
export const setServerErrors = <V extends FieldValues>(
  setError: UseFormSetError<V>,
  fields: Partial<Record<Path<V>, string | undefined>>,
) => {
  let first = true;
  for (const [name, message] of Object.entries(fields) as [Path<V>, string | undefined][]) {
    if (!message) continue;
    setError(name, { type: 'server', message }, { shouldFocus: first });
    first = false;
  }
};
