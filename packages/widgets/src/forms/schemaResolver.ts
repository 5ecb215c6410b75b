import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FormSchema } from '@rolescope/core/validation';
import {
  appendErrors,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';

/**
 * `zodResolver` for core's form schemas (`signInFormSchema`, ...), as it reads zod 4's issues,
 * without its zod 3 and union handling: those schemas raise custom issues only. With
 * `criteriaMode: 'all'` every message of a field is kept under `types`. The account forms use it
 * so that a sign-in page does not ship the resolver's code paths it never takes.
 */
export const schemaResolver =
  <V extends FieldValues>(schema: FormSchema<Partial<V>>): Resolver<V> =>
  async (values, _context, options) => {
    const result = schema.safeParse(values);
    if (result.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: result.data as V, errors: {} };
    }
    const all = !options.shouldUseNativeValidation && options.criteriaMode === 'all';
    const errors: Record<string, FieldError> = {};
    for (const { code, message, path } of result.error.issues) {
      const name = path.join('.');
      errors[name] ??= { message, type: code };
      if (all) {
        const previous = errors[name].types?.[code];
        const messages = previous ? [previous].flat().concat(message) : message;
        errors[name] = appendErrors(name, all, errors, code, messages as string) as FieldError;
      }
    }
    return { values: {}, errors: toNestErrors(errors as FieldErrors, options) };
  };
