import { zodResolver } from '@hookform/resolvers/zod';
import type { FormSchema } from '@rolescope/core/validation';
import { useMemo } from 'react';
import { type FieldValues, type Resolver, useForm } from 'react-hook-form';

/**
 * A wizard step's react-hook-form state mirroring the step's `value` (the wizard owns the
 * data), checked with one of core's step schemas through `zodResolver`, keeping every message
 * of a field (`criteriaMode: 'all'`). The caller runs the checks (`trigger`), never a submit;
 * the errors survive each sync of `value`.
 */
export const useMirroredForm = <V extends FieldValues>(schema: FormSchema<V>, value: V) => {
  const resolver = useMemo(() => zodResolver(schema) as unknown as Resolver<V>, [schema]);
  return useForm<V>({
    values: value,
    resolver,
    criteriaMode: 'all',
    mode: 'onSubmit',
    resetOptions: { keepErrors: true },
  });
};
