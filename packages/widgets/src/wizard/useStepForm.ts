import { zodResolver } from '@hookform/resolvers/zod';
import { type FormSchema, isEmptyAnswer } from '@rolescope/core';
import { useEffect, useMemo } from 'react';
import { type FieldError, type FieldValues, type Resolver, useForm } from 'react-hook-form';
import { fieldMessages } from '../forms/schemaForm';

/**
 * A wizard step's form state (the pattern of `useRoleDetailsForm`): react-hook-form mirrors
 * the step's `value` (the wizard owns the data) and checks it with one of core's step schemas
 * through `zodResolver` on every change, keeping every message of a field
 * (`criteriaMode: 'all'`). `messagesOf(field)` gives a field's messages once it has an
 * answer: an empty answer only keeps the step incomplete (evaluation.md section 5), as the
 * wizard's completion (`schema.safeParse(value).success`) says.
 */
export const useStepForm = <V extends FieldValues>(schema: FormSchema<V>, value: V) => {
  const resolver = useMemo(() => zodResolver(schema) as unknown as Resolver<V>, [schema]);
  const form = useForm<V>({
    values: value,
    resolver,
    criteriaMode: 'all',
    // Checks run here (below), never on a submit; the errors survive each sync of `value`.
    mode: 'onSubmit',
    resetOptions: { keepErrors: true },
  });
  const { trigger } = form;
  const key = JSON.stringify(value);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the value
  useEffect(() => {
    void trigger();
  }, [key, resolver, trigger]);

  const { errors } = form.formState;
  const messagesOf = (field: keyof V & string): string[] | undefined =>
    isEmptyAnswer(value[field])
      ? undefined
      : fieldMessages(errors[field] as FieldError | undefined);
  return { form, messagesOf };
};
