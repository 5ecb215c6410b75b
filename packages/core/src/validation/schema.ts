import * as z from 'zod/mini';
import type { ValidationResult } from './result';

/** A form schema of core (`signInFormSchema`, ...): what `zodResolver` takes. */
export type FormSchema<V> = z.ZodMiniType<V, V>;

/** Each field's rule: its failing messages in order ([] when valid), given all values. */
export type FieldRules<V> = {
  [K in keyof V]?: (value: V[K] | undefined, values: Partial<V>) => readonly string[];
};

/**
 * A zod schema of a form whose issues are exactly its rules' messages, one custom issue per
 * message at the field's path, fields in rule order. `zodResolver` (with `criteriaMode: 'all'`)
 * and the `validateX` functions read the same issues, so each rule lives once.
 */
export const formSchema = <V extends object>(rules: FieldRules<V>): FormSchema<V> =>
  // z.unknown() rather than z.custom(): it is in core's bundle already (scripts/size.mjs).
  z.unknown().check((ctx) => {
    const values = (ctx.value ?? {}) as Partial<V>;
    for (const field in rules) {
      for (const message of rules[field]?.(values[field], values) ?? [])
        ctx.issues.push({ code: 'custom', message, input: values[field], path: [field] });
    }
  }) as FormSchema<V>;

/** Runs a form schema: every message in order (fields in rule order), the first per field in `errors`. */
export const resultOf = <Field extends string>(
  schema: z.ZodMiniType,
  values: unknown,
): ValidationResult<Field> => {
  const issues = (schema.safeParse(values).error?.issues ?? []).map(({ path, message }) => ({
    field: path[0] as Field,
    message,
  }));
  const errors: Partial<Record<Field, string>> = {};
  for (const { field, message } of issues) errors[field] ??= message;
  return { valid: !issues.length, errors, issues };
};
