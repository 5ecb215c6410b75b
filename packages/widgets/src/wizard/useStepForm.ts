import { type FormSchema, isEmptyAnswer } from '@rolescope/core/validation';
import { useEffect } from 'react';
import type { FieldError, FieldValues } from 'react-hook-form';
import { fieldMessages } from '../forms/schemaForm';
import { useMirroredForm } from './useMirroredForm';

/**
 * A wizard step's form state (`useMirroredForm`), checked on every change of the step's
 * `value`. `messagesOf(field)` gives a field's messages once it has an
 * answer: an empty answer only keeps the step incomplete (the specification's validation rules), as the
 * wizard's completion (`schema.safeParse(value).success`) says.
 */
export const useStepForm = <V extends FieldValues>(schema: FormSchema<V>, value: V) => {
  const form = useMirroredForm(schema, value);
  const { trigger } = form;
  const key = JSON.stringify(value);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the value
  useEffect(() => {
    void trigger();
  }, [key, schema, trigger]);

  const { errors } = form.formState;
  const messagesOf = (field: keyof V & string): string[] | undefined =>
    isEmptyAnswer(value[field])
      ? undefined
      : fieldMessages(errors[field] as FieldError | undefined);
  return { form, messagesOf };
};
